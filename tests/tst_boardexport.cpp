// Board export: the SVG parses and renders, has its viewBox and title and
// draws the shooters as vectors; the PNG has the size asked for and shows
// light and dark squares and shooters where they belong; a flipped export is
// turned round; the selection and hover are left out but arrows stay; files
// are written (and failures named); the window's Copy Board Image puts a PNG
// and an SVG on the clipboard; a Cannon Battle picture says what is off the
// board under it (K20-K24). (The game as a web page: tst_gamehtml.)
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QMimeData>
#include <QPainter>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include "boardexport.h"
#include "boardview.h"
#include "exportdialog.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "notation.h"
#include "offboardline.h"
#include "registry.h"
#include "settingskeys.h"
#include "sfen.h"
#include "squares.h"
#include "turninput.h"

using namespace sc;

namespace {

const char *const kTwoKings = "4k3/8/8/8/8/8/8/4K3 w - 0 1";
// Cannon Battle (K20-K24): White has a knight waiting and credit 4, Black
// has lost 3 and two archers wait; the fortune of war is due at move 12.
const char *const kCannonReserves = "6k5/12/12/12/12/12/12/12/3Q8/12/12/R5K5 w 12 N:4:0 aa:0:3 0 1";

VariantPtr cannon() {
  std::string error;
  VariantPtr variant = Registry::instance().load("cannon-battle", {}, error);
  if (!variant) qFatal("%s", error.c_str());
  return variant;
}

struct SvgFacts {
  bool wellFormed = false;
  QString viewBox;
  QString title;
  int paths = 0;
  int images = 0;
};

SvgFacts inspect(const QByteArray &svg) {
  SvgFacts facts;
  QXmlStreamReader xml(svg);
  while (!xml.atEnd()) {
    if (xml.readNext() != QXmlStreamReader::StartElement) continue;
    if (xml.name() == QLatin1String("svg"))
      facts.viewBox = xml.attributes().value(QLatin1String("viewBox")).toString();
    else if (xml.name() == QLatin1String("title"))
      facts.title = xml.readElementText();
    else if (xml.name() == QLatin1String("path"))
      ++facts.paths;
    else if (xml.name() == QLatin1String("image"))
      ++facts.images;
  }
  facts.wellFormed = !xml.hasError();
  return facts;
}

BoardExportOptions png(int size, bool flipped = false, bool coordinates = true) {
  BoardExportOptions o;
  o.size = size;
  o.flipped = flipped;
  o.coordinates = coordinates;
  return o;
}

BoardGeometry geometryOf(const QImage &image, const BoardExportOptions &o) {
  return BoardGeometry(QRectF(image.rect()), 8, 8, o.flipped, o.coordinates);
}

QColor at(const QImage &image, const QPointF &point) { return image.pixelColor(point.toPoint()); }

}  // namespace

class TstBoardExport : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<GameDocument> m_doc;
  std::unique_ptr<TurnInput> m_input;
  std::unique_ptr<BoardView> m_board;
  QTemporaryDir m_dir;

  void open(const char *sfen) {
    m_board.reset();
    m_input.reset();
    m_doc = std::make_unique<GameDocument>(Registry::instance().defaultVariant());
    if (sfen) m_doc->newGame(*readSfen(m_doc->variantPtr(), sfen));
    m_input = std::make_unique<TurnInput>(m_doc.get());
    m_board = std::make_unique<BoardView>();
    m_board->setDocument(m_doc.get());
    m_board->setTurnInput(m_input.get());
    m_board->resize(480, 480);
  }
  BoardScene exported() const { return BoardExport::forExport(m_board->scene()); }

 private slots:
  void initTestCase();
  void svgParsesWithViewBoxTitleAndVectorPieces();
  void svgCarriesBadgesBridgesAndShapes();
  void pngHasRequestedSize_data();
  void pngHasRequestedSize();
  void sizeIsClamped();
  void flippedExportIsTurned();
  void transientHighlightsAreLeftOut();
  void writesFilesAtomically();
  void dialogGathersOptions();
  void windowCopiesAndExports();
  void k20_pictureSaysWhatIsOffTheBoard();
  void k20_dialogAsksOnlyWhereSomethingIsOffTheBoard();
  void k20_windowPrintsTheOffBoardLine();
};

void TstBoardExport::initTestCase() {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("ShootersChessTest"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_boardexport"));
  QSettings::setDefaultFormat(QSettings::IniFormat);
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
  QSettings().clear();
}

void TstBoardExport::svgParsesWithViewBoxTitleAndVectorPieces() {
  open(nullptr);
  BoardExportOptions o;
  o.format = BoardExportOptions::Format::Svg;
  o.size = 640;
  o.title = QStringLiteral("Lesson 3, after 12. Nb1-c3");
  const QByteArray full = BoardExport::renderSvg(exported(), o);
  const SvgFacts facts = inspect(full);
  QVERIFY(facts.wellFormed);
  QCOMPARE(facts.viewBox, QStringLiteral("0 0 640 640"));
  QCOMPARE(facts.title, o.title);
  // Vectors, not embedded pixmaps.
  QCOMPARE(facts.images, 0);
  QSvgRenderer renderer(full);
  QVERIFY(renderer.isValid());
  QCOMPARE(renderer.viewBox(), QRect(0, 0, 640, 640));

  // 32 shooters against 2: the shooters are drawn as paths of their own.
  open(kTwoKings);
  const SvgFacts bare = inspect(BoardExport::renderSvg(exported(), o));
  QVERIFY(bare.wellFormed);
  QVERIFY2(facts.paths > bare.paths + 30 * 3,
           qPrintable(QStringLiteral("%1 vs %2 paths").arg(facts.paths).arg(bare.paths)));
  QVERIFY(bare.paths > 2);
}

void TstBoardExport::svgCarriesBadgesBridgesAndShapes() {
  // A bridge (c1d1), wounded shooters and the teacher's shapes: the SVG,
  // drawn back by Qt Svg, shows each where the PNG of the same scene does.
  open("2r1k3/pp3ppp/1q[6]n2n2/2pPp3/1b2P1B[2]1/2N1BN2/PP3PPP/2RQ[7]K2R b c1d1,e3f3,f6f7 0 17");
  Annotation note;
  note.arrows.push_back(Arrow{sq("a2"), sq("a5"), ShapeColor::Blue});
  note.circles.push_back(Circle{sq("h4"), ShapeColor::Red});
  m_doc->setAnnotation(m_doc->currentNode(), note);
  BoardExportOptions o = png(480, false, false);  // no coordinates: digits are badges
  const QImage plainPng = [&] {
    m_doc->setAnnotation(m_doc->currentNode(), Annotation{});
    QImage image = BoardExport::renderImage(exported(), o);
    m_doc->setAnnotation(m_doc->currentNode(), note);
    return image;
  }();
  const QImage png = BoardExport::renderImage(exported(), o);
  o.format = BoardExportOptions::Format::Svg;
  const QByteArray svg = BoardExport::renderSvg(exported(), o);
  QSvgRenderer renderer(svg);
  QVERIFY(renderer.isValid());
  QCOMPARE(renderer.viewBox(), QRect(0, 0, 480, 480));
  QImage drawn(480, 480, QImage::Format_ARGB32_Premultiplied);
  drawn.fill(Qt::transparent);
  QPainter painter(&drawn);
  renderer.render(&painter);
  painter.end();

  const BoardGeometry g = geometryOf(png, o);
  const auto near = [](const QColor &a, const QColor &b) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
               std::abs(a.blue() - b.blue()) <
           40;
  };
  // The arrow crosses a3 and a4 and the circle rings h4, in both pictures.
  for (const char *name : {"a3", "a4"}) {
    const QPointF c = g.squareCenter(sq(name));
    QVERIFY2(!near(at(png, c), at(plainPng, c)), name);
    QVERIFY2(near(at(drawn, c), at(png, c)), name);
  }
  const QRectF h4 = g.squareRect(sq("h4"));
  bool ringFound = false;
  for (qreal y = h4.top(); y < h4.center().y(); y += 1) {
    const QPointF p(h4.center().x(), y);
    if (!near(at(png, p), at(plainPng, p))) {
      ringFound = true;
      QVERIFY2(near(at(drawn, p), at(png, p)), "circle");
      break;
    }
  }
  QVERIFY2(ringFound, "the circle is painted");
  // The bridge between c1 and d1 is drawn across their common edge.
  const QPointF edge((g.squareRect(sq("c1")).right() + g.squareRect(sq("d1")).left()) / 2,
                     g.squareCenter(sq("c1")).y());
  QVERIFY(near(at(drawn, edge), at(png, edge)));
  // The badges are text in the SVG: the queens' ranks 6 (b6) and 7 (d1).
  QVERIFY(svg.contains(">6<"));
  QVERIFY(svg.contains(">7<"));
  QVERIFY(!svg.contains(">8<"));  // no shooter has rank 8, and no coordinates
}

void TstBoardExport::pngHasRequestedSize_data() {
  QTest::addColumn<int>("size");
  QTest::addColumn<bool>("coordinates");
  QTest::newRow("64") << 64 << true;
  QTest::newRow("200 bare") << 200 << false;
  QTest::newRow("800") << 800 << true;
  QTest::newRow("1333") << 1333 << true;
  QTest::newRow("2048") << 2048 << false;
}

void TstBoardExport::pngHasRequestedSize() {
  QFETCH(int, size);
  QFETCH(bool, coordinates);
  open(nullptr);
  const BoardExportOptions o = png(size, false, coordinates);
  const QImage image = BoardExport::renderImage(exported(), o);
  QCOMPARE(image.size(), QSize(size, size));
  QCOMPARE(image.devicePixelRatio(), 1.0);
  const BoardTheme theme;
  const BoardGeometry g = geometryOf(image, o);
  // d4 is dark and e4 light (a1 is dark); both empty at the start.
  QCOMPARE(at(image, g.squareCenter(sq("d4"))), theme.dark);
  QCOMPARE(at(image, g.squareCenter(sq("e4"))), theme.light);
  // A shooter covers the middle of its square.
  const QColor king = at(image, g.squareCenter(sq("e1")));
  QVERIFY(king != theme.dark && king != theme.light);
  const QColor queen = at(image, g.squareCenter(sq("d8")));
  QVERIFY(queen != theme.dark && queen != theme.light);
  // The frame is painted and the corner outside its rounding is clear.
  QCOMPARE(at(image, g.frameRect().center() - QPointF(0, g.frameRect().height() / 2 - 1)),
           theme.frame);
  QCOMPARE(image.pixelColor(0, 0).alpha(), 0);
}

void TstBoardExport::sizeIsClamped() {
  open(nullptr);
  QCOMPARE(BoardExport::imageSize(exported(), png(10)), QSize(64, 64));
  QCOMPARE(BoardExport::imageSize(exported(), png(100000)), QSize(4096, 4096));
  QVERIFY(BoardExport::renderImage(BoardScene{}, png(200)).isNull());
  QVERIFY(BoardExport::renderSvg(BoardScene{}, png(200)).isEmpty());
}

void TstBoardExport::flippedExportIsTurned() {
  open(nullptr);
  const BoardExportOptions normalOptions = png(400);
  const BoardExportOptions flippedOptions = png(400, true);
  const QImage normal = BoardExport::renderImage(exported(), normalOptions);
  const QImage flipped = BoardExport::renderImage(exported(), flippedOptions);
  QCOMPARE(flipped.size(), normal.size());
  QVERIFY(flipped != normal);
  const BoardGeometry gn = geometryOf(normal, normalOptions);
  const BoardGeometry gf = geometryOf(flipped, flippedOptions);
  // Each shooter is drawn where the flipped board puts its square...
  for (const char *name : {"e1", "d8", "a2", "h7"})
    QCOMPARE(at(flipped, gf.squareCenter(sq(name))), at(normal, gn.squareCenter(sq(name))));
  // ...so the bottom left, a white rook's corner when not flipped, holds
  // Black's rook from h8.
  QCOMPARE(at(flipped, gn.squareCenter(sq("a1"))), at(normal, gn.squareCenter(sq("h8"))));
  QVERIFY(at(flipped, gn.squareCenter(sq("a1"))) != at(normal, gn.squareCenter(sq("a1"))));
  // The view's flip is what BoardExportOptions::flipped copies in the app.
  m_board->setFlipped(true);
  QVERIFY(m_board->isFlipped());
}

void TstBoardExport::transientHighlightsAreLeftOut() {
  open(nullptr);
  const BoardExportOptions o = png(320);
  const QImage plain = BoardExport::renderImage(exported(), o);
  // A selected shooter lights its square and destinations on screen...
  m_input->pressSquare(sq("b1"));
  QVERIFY(m_input->hasSelection());
  m_input->hoverSquare(sq("c3"));
  const BoardScene onScreen = m_board->scene();
  QVERIFY(onScreen.selected && !onScreen.destinations.isEmpty());
  QVERIFY(BoardExport::renderImage(onScreen, o) != plain);
  // ...but not in the picture.
  QCOMPARE(BoardExport::renderImage(exported(), o), plain);
  m_input->cancel();

  // The teacher's arrows and circles and the last turn stay.
  Annotation note;
  note.arrows.push_back(Arrow{sq("e2"), sq("e4"), ShapeColor::Green});
  note.circles.push_back(Circle{sq("d5"), ShapeColor::Red});
  m_doc->setAnnotation(m_doc->currentNode(), note);
  const QImage marked = BoardExport::renderImage(exported(), o);
  QVERIFY(marked != plain);
  const BoardGeometry g = geometryOf(marked, o);
  QVERIFY(at(marked, g.squareCenter(sq("e3"))) != at(plain, g.squareCenter(sq("e3"))));

  std::string error;
  Position pos = m_doc->position();
  m_doc->playTurn(*parseTurn(pos, "Pe2-e3", &error));
  const BoardScene last = exported();
  QVERIFY(last.lastTurn.contains(sq("e2")) && last.lastTurn.contains(sq("e3")));
}

void TstBoardExport::writesFilesAtomically() {
  open(nullptr);
  BoardExportOptions o = png(300);
  const QString pngPath = m_dir.filePath(QStringLiteral("board.png"));
  QCOMPARE(BoardExport::writeFile(pngPath, exported(), o), QString());
  QImage read(pngPath);
  QCOMPARE(read.size(), QSize(300, 300));

  o.format = BoardExportOptions::Format::Svg;
  const QString svgPath = m_dir.filePath(QStringLiteral("board.svg"));
  QCOMPARE(BoardExport::writeFile(svgPath, exported(), o), QString());
  QFile svg(svgPath);
  QVERIFY(svg.open(QIODevice::ReadOnly));
  QVERIFY(QSvgRenderer(svg.readAll()).isValid());

  // A folder that does not exist: the error names the file, nothing is left.
  const QString bad = m_dir.filePath(QStringLiteral("missing/board.png"));
  const QString error = BoardExport::writeFile(bad, exported(), png(300));
  QVERIFY(error.contains(bad));
  QVERIFY(!QFile::exists(bad));
}

void TstBoardExport::dialogGathersOptions() {
  BoardExportOptions o = png(640, true, false);
  o.title = QStringLiteral("kept");
  int previews = 0;
  ExportDialog dialog(o, [&previews](const BoardExportOptions &) {
    ++previews;
    return QImage(10, 10, QImage::Format_ARGB32);
  });
  QVERIFY(previews > 0);
  auto *size = dialog.findChild<QSpinBox *>(QStringLiteral("exportSize"));
  auto *coordinates = dialog.findChild<QCheckBox *>(QStringLiteral("exportCoordinates"));
  auto *svg = dialog.findChild<QAbstractButton *>(QStringLiteral("exportSvg"));
  QVERIFY(size && coordinates && svg);
  QCOMPARE(size->minimum(), 64);
  QCOMPARE(size->maximum(), 4096);
  QCOMPARE(size->value(), 640);
  QVERIFY(size->isEnabled());
  QVERIFY(!coordinates->isChecked());
  coordinates->setChecked(true);
  size->setValue(1024);
  svg->click();
  QVERIFY(size->isEnabled());  // an SVG is written at the size chosen too
  size->setValue(900);
  const BoardExportOptions chosen = dialog.options();
  QCOMPARE(chosen.format, BoardExportOptions::Format::Svg);
  QCOMPARE(chosen.size, 900);
  QVERIFY(chosen.coordinates);
  QVERIFY(chosen.flipped);  // not the dialog's to change
  QCOMPARE(chosen.title, QStringLiteral("kept"));
}

void TstBoardExport::windowCopiesAndExports() {
  MainWindow window;
  QAction *copy = window.action(QStringLiteral("actionCopyBoardImage"));
  QAction *exportBoard = window.action(QStringLiteral("actionExportBoard"));
  QVERIFY(copy && exportBoard);
  QVERIFY(!exportBoard->text().isEmpty());
  QApplication::clipboard()->clear();
  copy->trigger();
  const QMimeData *mime = QApplication::clipboard()->mimeData();
  QVERIFY(mime);
  QCOMPARE(QApplication::clipboard()->image().size(), QSize(800, 800));
  QVERIFY(mime->hasFormat(QLatin1String(BoardExport::kSvgMimeType)));
  const SvgFacts facts = inspect(mime->data(QLatin1String(BoardExport::kSvgMimeType)));
  QVERIFY(facts.wellFormed);
  QCOMPARE(facts.viewBox, QStringLiteral("0 0 800 800"));
  QVERIFY(facts.title.contains(QStringLiteral("start position")));

  // The options follow the board: flipped and coordinates as shown.
  window.action(QStringLiteral("flipBoard"))->trigger();
  BoardExportOptions o = window.boardExportOptions();
  QVERIFY(o.flipped);
  QCOMPARE(o.coordinates, window.boardView()->showCoordinates());
  QVERIFY(o.description.startsWith(QStringLiteral("rnbqkbnr/")));
  o.size = 256;
  const QString path = m_dir.filePath(QStringLiteral("window.png"));
  QCOMPARE(window.exportBoardTo(path, o), QString());
  QCOMPARE(QImage(path).size(), QSize(256, 256));
}

// K20-K24: the squares alone are not a Cannon Battle position. The line
// under the board leaves the board's pixels as they were and sits in a strip
// of the frame's colour; the SVG carries its words as text.
void TstBoardExport::k20_pictureSaysWhatIsOffTheBoard() {
  ParseError e;
  const auto pos = readSfen(cannon(), kCannonReserves, &e);
  QVERIFY2(pos, e.toString().c_str());
  const QString line = OffBoard::line(*pos);
  QCOMPARE(line, QStringLiteral("White: credit 4, losses 0, waiting: Knight \u00b7 Black: credit "
                                "0, losses 3, waiting: Archer \u00d72 \u00b7 The fortune of war "
                                "at move 12"));
  QVERIFY(OffBoard::line(*readSfen(Registry::instance().defaultVariant(), kTwoKings)).isEmpty());

  BoardScene scene;
  scene.position = &*pos;
  BoardExportOptions o = png(600);
  const QImage plain = BoardExport::renderImage(scene, o);
  QCOMPARE(plain.size(), QSize(600, 600));
  o.footnote = line;
  const QImage noted = BoardExport::renderImage(scene, o);
  QCOMPARE(noted.size(), BoardExport::imageSize(scene, o));
  QCOMPARE(noted.width(), 600);
  QVERIFY2(noted.height() > 620 && noted.height() < 700,
           qPrintable(QString::number(noted.height())));
  QCOMPARE(noted.copy(0, 0, 600, 600), plain);
  // The strip: the frame's colour above the text, the coordinates' colour in it.
  const QColor frame = scene.theme.frame;
  QCOMPARE(noted.pixelColor(300, 609), frame);
  int ink = 0;
  for (int y = 600; y < noted.height(); ++y)
    for (int x = 0; x < noted.width(); ++x)
      if (noted.pixelColor(x, y) == scene.theme.coordinates) ++ink;
  QVERIFY2(ink > 200, qPrintable(QString::number(ink)));
  // A narrow picture wraps the line: more of its height is words.
  BoardExportOptions narrow = o;
  narrow.size = 160;
  const QSize small = BoardExport::imageSize(scene, narrow);
  QVERIFY(small.height() - small.width() > (noted.height() - 600) * 160 / 600 + 8);
  // Turned off, the picture is the board alone again.
  o.showFootnote = false;
  QCOMPARE(BoardExport::renderImage(scene, o), plain);

  o.showFootnote = true;
  o.format = BoardExportOptions::Format::Svg;
  const QByteArray svg = BoardExport::renderSvg(scene, o);
  QVERIFY(inspect(svg).wellFormed);
  QCOMPARE(inspect(svg).viewBox, QStringLiteral("0 0 600 %1").arg(noted.height()));
  QVERIFY(QString::fromUtf8(svg).contains(QStringLiteral("credit 4")));
  QVERIFY(QSvgRenderer(svg).isValid());
}

void TstBoardExport::k20_dialogAsksOnlyWhereSomethingIsOffTheBoard() {
  BoardExportOptions o = png(400);
  int previews = 0;
  const auto preview = [&previews](const BoardExportOptions &) {
    ++previews;
    return QImage(10, 10, QImage::Format_ARGB32);
  };
  {
    ExportDialog chess(o, preview);
    auto *box = chess.findChild<QCheckBox *>(QStringLiteral("exportOffBoard"));
    QVERIFY(box);
    QVERIFY(!box->isVisibleTo(&chess));
  }
  o.footnote = QStringLiteral("White: credit 4, losses 0");
  ExportDialog dialog(o, preview);
  auto *box = dialog.findChild<QCheckBox *>(QStringLiteral("exportOffBoard"));
  QVERIFY(box && box->isVisibleTo(&dialog));
  QVERIFY(box->isChecked());
  const int before = previews;
  QTest::mouseClick(box, Qt::LeftButton, {},
                    box->rect().center() - QPoint(box->width() / 2 - 8, 0));
  QVERIFY(!box->isChecked());
  QCOMPARE(previews, before + 1);  // the preview follows
  QVERIFY(!dialog.options().showFootnote);
  QCOMPARE(dialog.options().footnote, o.footnote);  // kept for ticking it again
}

// The window fills the line from the position shown; the choice not to
// print it is remembered.
void TstBoardExport::k20_windowPrintsTheOffBoardLine() {
  MainWindow window;
  QCOMPARE(window.boardExportOptions().footnote, QString());
  ParseError e;
  const auto pos = readSfen(cannon(), kCannonReserves, &e);
  QVERIFY2(pos, e.toString().c_str());
  window.document()->newGame(*pos);
  BoardExportOptions o = window.boardExportOptions();
  QCOMPARE(o.footnote, OffBoard::line(*pos));
  QVERIFY(o.showFootnote);
  window.action(QStringLiteral("actionCopyBoardImage"))->trigger();
  const QImage copied = QApplication::clipboard()->image();
  QCOMPARE(copied.width(), 800);
  QVERIFY(copied.height() > 800);

  QSettings().setValue(SettingsKeys::kExportOffBoard, false);
  QVERIFY(!window.boardExportOptions().showFootnote);
  window.action(QStringLiteral("actionCopyBoardImage"))->trigger();
  QCOMPARE(QApplication::clipboard()->image().size(), QSize(800, 800));
  QSettings().remove(SettingsKeys::kExportOffBoard);
}

QTEST_MAIN(TstBoardExport)
#include "tst_boardexport.moc"
