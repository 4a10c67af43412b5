#include "navigationkeys.h"

#include <Qt>

#include "gamedocument.h"

bool navigateByKey(GameDocument &document, int key) {
  switch (key) {
    case Qt::Key_Left:
      document.goBack();
      return true;
    case Qt::Key_Right:
      document.goForward();
      return true;
    case Qt::Key_Up:
      document.goSibling(-1);
      return true;
    case Qt::Key_Down:
      document.goSibling(1);
      return true;
    case Qt::Key_Home:
      document.goStart();
      return true;
    case Qt::Key_End:
      document.goEnd();
      return true;
    default:
      return false;
  }
}
