<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>ActionSet</name>
    <message>
        <location filename="../app/workbench/actionset.cpp" line="+46"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game: choose the rule system and its options</source>
        <translation>Eine neue Partie beginnen: Regelwerk und Optionen wählen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New Game from This Pos&amp;ition</source>
        <translation>Neue Partie aus &amp;dieser Stellung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game in a tab of its own from the position on the board</source>
        <translation>Eine neue Partie in einem eigenen Tab aus der Stellung auf dem Brett beginnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a PGN file or an SFEN position</source>
        <translation>Eine PGN-Datei oder eine SFEN-Stellung öffnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the games of this file</source>
        <translation>Die Partien dieser Datei speichern</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the games under a new name</source>
        <translation>Die Partien unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game</source>
        <translation>Partie &amp;kopieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy this game to the clipboard as PGN</source>
        <translation>Diese Partie als PGN in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy &amp;Line</source>
        <translation>&amp;Linie kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the game along the line through the turn on the board, without the other variations, as PGN</source>
        <translation>Die Partie entlang der Linie durch den Zug auf dem Brett kopieren, ohne die anderen Varianten, als PGN</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Paste Game</source>
        <translation>Partie &amp;einfügen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Shift+V</source>
        <translation>Ctrl+Shift+V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the games on the clipboard (PGN) in a tab of their own</source>
        <translation>Die Partien aus der Zwischenablage (PGN) in einem eigenen Tab öffnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Merge Game from Clipboard</source>
        <translation>Partie aus Zwischenablage zusa&amp;mmenführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the games on the clipboard (PGN) to this game as variations, where this game reaches each one&apos;s start</source>
        <translation>Die Partien aus der Zwischenablage (PGN) als Varianten zu dieser Partie hinzufügen, wo diese Partie ihre Ausgangsstellung erreicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy S&amp;FEN</source>
        <translation>SFEN k&amp;opieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Alt+C</source>
        <translation>Ctrl+Alt+C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the position on the board as SFEN</source>
        <translation>Die Stellung auf dem Brett als SFEN kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste SF&amp;EN</source>
        <translation>SFEN e&amp;infügen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Alt+V</source>
        <translation>Ctrl+Alt+V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up the SFEN on the clipboard</source>
        <translation>Das SFEN aus der Zwischenablage aufbauen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close &amp;Tab</source>
        <translation>&amp;Tab schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this game&apos;s tab (asks only about its own changes)</source>
        <translation>Den Tab dieser Partie schließen (fragt nur nach seinen eigenen Änderungen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next Ta&amp;b</source>
        <translation>Nächster T&amp;ab</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+PgDown</source>
        <translation>Ctrl+PgDown</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the game of the next tab</source>
        <translation>Die Partie des nächsten Tabs zeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pre&amp;vious Tab</source>
        <translation>&amp;Vorheriger Tab</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+PgUp</source>
        <translation>Ctrl+PgUp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the game of the previous tab</source>
        <translation>Die Partie des vorherigen Tabs zeigen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave the workbench</source>
        <translation>Die Werkbank verlassen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Comment &amp;Before Turn…</source>
        <translation>Kommentar &amp;vor dem Zug…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comment &amp;After Turn…</source>
        <translation>Kommentar &amp;nach dem Zug…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Mark the position for a diagram in the exported web page ([#])</source>
        <translation>Die Stellung für ein Diagramm in der exportierten Webseite markieren ([#])</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game In&amp;formation…</source>
        <translation>&amp;Partiedaten…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit the players, event, date, result and other tags</source>
        <translation>Spieler, Turnier, Datum, Ergebnis und weitere Tags bearbeiten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit Position</source>
        <translation>Stellung &amp;bearbeiten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up a position on the board with the board editor</source>
        <translation>Mit dem Stellungseditor eine Stellung auf dem Brett aufbauen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the board from the other side</source>
        <translation>Das Brett von der anderen Seite zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Coordinates</source>
        <translation>&amp;Koordinaten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Variation Arrows</source>
        <translation>&amp;Variantenpfeile</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the game goes on in more than one way, an arrow on the board for each next turn</source>
        <translation>Wo die Partie auf mehr als eine Weise weitergeht, ein Pfeil auf dem Brett für jeden nächsten Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset Layout</source>
        <translation>&amp;Layout zurücksetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put every panel back where it started</source>
        <translation>Alle Bereiche an ihren ursprünglichen Platz zurücksetzen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Ctrl+%1</source>
        <translation>Ctrl+%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Glyphs</source>
        <translation>&amp;Glyphen</translation>
    </message>
    <message>
        <location filename="../app/workbench/actionset_game.cpp" line="+26"/>
        <source>&amp;Start</source>
        <translation>&amp;Anfang</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the start position</source>
        <translation>Zur Ausgangsstellung gehen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take back one turn</source>
        <translation>Einen Zug zurücknehmen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Forward</source>
        <translation>&amp;Vor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the next turn of this line</source>
        <translation>Den nächsten Zug dieser Linie spielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;End</source>
        <translation>&amp;Ende</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the end of this line</source>
        <translation>Zum Ende dieser Linie gehen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>G&amp;o to Turn…</source>
        <translation>Zu Zug sp&amp;ringen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to a turn of this line by its number</source>
        <translation>Zu einem Zug dieser Linie über seine Nummer gehen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Previous Continuation</source>
        <translation>V&amp;orherige Fortsetzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch to the alternative above at this fork</source>
        <translation>An dieser Verzweigung zur Alternative darüber wechseln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next Continuation</source>
        <translation>&amp;Nächste Fortsetzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch to the alternative below at this fork</source>
        <translation>An dieser Verzweigung zur Alternative darunter wechseln</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>P&amp;romote Variation</source>
        <translation>Variante &amp;hochstufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move this variation one place up among the alternatives</source>
        <translation>Diese Variante unter den Alternativen um einen Platz nach oben schieben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Make Main Line</source>
        <translation>Zur Haupt&amp;linie machen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the line through this turn the main line</source>
        <translation>Die Linie durch diesen Zug zur Hauptlinie machen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete Variation</source>
        <translation>Varian&amp;te löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the variation that holds this turn</source>
        <translation>Die Variante löschen, die diesen Zug enthält</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete From &amp;Here</source>
        <translation>Ab hier lö&amp;schen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete every turn after this one, with their variations</source>
        <translation>Alle Züge nach diesem löschen, samt ihren Varianten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass (N&amp;ull Move)</source>
        <translation>Passen (Nullzug)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the other side move twice, to show what it threatens</source>
        <translation>Die andere Seite zweimal ziehen lassen, um zu zeigen, was sie droht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About Shooters Chess Workbench</source>
        <translation>Ü&amp;ber Shooters Chess Workbench</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>List the keys of every menu entry, with a field to find one</source>
        <translation>Die Tasten aller Menüeinträge auflisten, mit einem Feld zum Suchen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How the pieces of this game move and take, and how it is won</source>
        <translation>Wie die Figuren dieser Partie ziehen und schlagen, und wie sie gewonnen wird</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Diagram of the Start Position</source>
        <translation>&amp;Diagramm der Ausgangsstellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Diagram After Turn</source>
        <translation>&amp;Diagramm nach dem Zug</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Regeln von %1</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../model/document/moveclassification.cpp" line="+52"/>
        <source>White has won</source>
        <translation>Weiß hat gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black has won</source>
        <translation>Schwarz hat gewonnen</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>White wins in %n</source>
        <translation>
            <numerusform>Weiß gewinnt in %n Zug</numerusform>
            <numerusform>Weiß gewinnt in %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Black wins in %n</source>
        <translation>
            <numerusform>Schwarz gewinnt in %n Zug</numerusform>
            <numerusform>Schwarz gewinnt in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
</context>
<context>
    <name>AnalysisView</name>
    <message>
        <location filename="../views/analysisview.cpp" line="+22"/>
        <location line="+204"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location line="-200"/>
        <source>Analyse the current position until stopped; the analysis follows the current turn</source>
        <translation>Die aktuelle Stellung bis zum Anhalten analysieren; die Analyse folgt dem aktuellen Zug</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many of the best lines the engine shows</source>
        <translation>Wie viele der besten Linien die Engine anzeigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lines:</source>
        <translation>&amp;Linien:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best-turn &amp;arrow</source>
        <translation>Pfeil für bes&amp;ten Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw the engine&apos;s best turn on the board</source>
        <translation>Den besten Zug der Engine auf dem Brett einzeichnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Show threat</source>
        <translation>&amp;Drohung zeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analyse what the other side threatens: the position as if the side to move passed (a null move)</source>
        <translation>Analysieren, was die andere Seite droht: die Stellung, als hätte die Seite am Zug gepasst (ein Nullzug)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start the engine again</source>
        <translation>Die Engine neu starten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+22"/>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>kN/s</source>
        <translation>kN/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Insert as Variation</source>
        <translation>Als Variante &amp;einfügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add the selected line (or the first) to the game at the analysed turn, with its score and depth as a comment</source>
        <translation>Die ausgewählte Linie (oder die erste) beim analysierten Zug in die Partie einfügen, mit Bewertung und Tiefe als Kommentar</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not running</source>
        <translation>läuft nicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>starting…</source>
        <translation>startet…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>analysing the threat</source>
        <translation>analysiert die Drohung</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no threat: the side to move cannot pass here</source>
        <translation>keine Drohung: die Seite am Zug kann hier nicht passen</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>analysing</source>
        <translation>analysiert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopping…</source>
        <translation>hält an…</translation>
    </message>
    <message>
        <location filename="../views/analysisview_lines.cpp" line="+53"/>
        <source>Depth %1 (selective %2), %3 nodes, %4 s</source>
        <translation>Tiefe %1 (selektiv %2), %3 Knoten, %4 s</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Preview: end of threat line %1 (Esc returns)</source>
        <translation>Vorschau: Ende der Drohungslinie %1 (Esc kehrt zurück)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview: end of line %1 (Esc returns)</source>
        <translation>Vorschau: Ende von Linie %1 (Esc kehrt zurück)</translation>
    </message>
    <message>
        <location filename="../views/analysisview_settings.cpp" line="+22"/>
        <source>Until stopped</source>
        <translation>Bis zum Anhalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To depth</source>
        <translation>Bis zu einer Tiefe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For a time</source>
        <translation>Für eine Zeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>How long the engine searches each position</source>
        <translation>Wie lange die Engine jede Stellung durchsucht</translation>
    </message>
    <message>
        <location line="-7"/>
        <source> plies</source>
        <translation> Halbzüge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many plies the engine looks ahead</source>
        <translation>Wie viele Halbzüge die Engine vorausschaut</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Threads:</source>
        <translation>&amp;Threads:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hash:</source>
        <translation>&amp;Hash:</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>How many threads the engine searches with</source>
        <translation>Mit wie vielen Threads die Engine sucht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The size of the engine&apos;s hash table</source>
        <translation>Die Größe der Hashtabelle der Engine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This engine has no %1 option</source>
        <translation>Diese Engine hat keine Option %1</translation>
    </message>
</context>
<context>
    <name>AnnotationEditor</name>
    <message>
        <location filename="../views/annotationeditor.cpp" line="+17"/>
        <source>Comment at the start of the game</source>
        <translation>Kommentar am Anfang der Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comment before %1</source>
        <translation>Kommentar vor %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comment after %1</source>
        <translation>Kommentar nach %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave the text empty to remove the comment.</source>
        <translation>Lassen Sie den Text leer, um den Kommentar zu entfernen.</translation>
    </message>
</context>
<context>
    <name>AutoPlayMode</name>
    <message>
        <location filename="../app/workbench/autoplaymode.cpp" line="+25"/>
        <source>&amp;Auto Play</source>
        <translation>Automatisch a&amp;bspielen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ctrl+Shift+Space</source>
        <translation>Ctrl+Shift+Space</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the line&apos;s next turn every few seconds until it ends; moving through the game yourself stops it</source>
        <translation>Den nächsten Zug der Linie alle paar Sekunden zeigen, bis sie endet; wer selbst durch die Partie geht, hält es an</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Auto Play &amp;Interval</source>
        <translation>Intervall beim automatischen Abspielen (&amp;X)</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A Turn Every %n Second(s)</source>
        <translation>
            <numerusform>Ein Zug alle %n Sekunde</numerusform>
            <numerusform>Ein Zug alle %n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Auto play: this game has no turn to show</source>
        <translation>Automatisches Abspielen: diese Partie hat keinen Zug zu zeigen</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Auto play: a turn every %n second(s); moving through the game yourself stops it</source>
        <translation>
            <numerusform>Automatisches Abspielen: ein Zug alle %n Sekunde; selbst durch die Partie gehen hält es an</numerusform>
            <numerusform>Automatisches Abspielen: ein Zug alle %n Sekunden; selbst durch die Partie gehen hält es an</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Auto play: the end of the line</source>
        <translation>Automatisches Abspielen: das Ende der Linie</translation>
    </message>
</context>
<context>
    <name>BoardEditInput</name>
    <message>
        <location filename="../views/boardeditinput.cpp" line="+54"/>
        <location line="+101"/>
        <source>This board has no shooter &apos;%1&apos;</source>
        <translation>Dieses Brett hat keinen Schützen „%1“</translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message>
        <location filename="../views/boardexport.cpp" line="+157"/>
        <source>Shooters Chess board</source>
        <translation>Brett (Shooters Chess)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no board to export.</source>
        <translation>Es gibt kein Brett zum Exportieren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 could not be saved: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>BoardMenus</name>
    <message>
        <location filename="../views/boardmenus.cpp" line="+75"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No legal turn for this shooter</source>
        <translation>Kein legaler Zug für diesen Schützen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Promote to</source>
        <translation>Umwandeln in</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Which turn do you declare?</source>
        <translation>Welchen Zug sagen Sie an?</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Place a white shooter</source>
        <translation>Weißen Schützen setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a black shooter</source>
        <translation>Schwarzen Schützen setzen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (base rank)</source>
        <translation>%1 (Grundrang)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bridge with</source>
        <translation>Brücke bilden mit</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unbridge</source>
        <translation>Brücke lösen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove the %1 on %2</source>
        <translation>%1 auf %2 entfernen</translation>
    </message>
</context>
<context>
    <name>BoardPictures</name>
    <message>
        <location filename="../app/workbench/boardpictures.cpp" line="+25"/>
        <source>E&amp;xport Board…</source>
        <translation>Brett e&amp;xportieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the board as shown as a PNG image or an SVG drawing</source>
        <translation>Das Brett wie angezeigt als PNG-Bild oder SVG-Grafik speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Board &amp;Image</source>
        <translation>Brett als B&amp;ild kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+Shift+I</source>
        <translation>Ctrl+Shift+I</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy a picture of the board to the clipboard</source>
        <translation>Ein Bild des Bretts in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Game as &amp;Web Page…</source>
        <translation>Partie als &amp;Webseite exportieren…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the game as an HTML page with its comments, variations and diagrams</source>
        <translation>Die Partie als HTML-Seite mit ihren Kommentaren, Varianten und Diagrammen speichern</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shooters Chess: a set-up position</source>
        <translation>Shooters Chess: eine aufgebaute Stellung</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shooters Chess</source>
        <translation>Shooters Chess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, start position</source>
        <translation>%1, Ausgangsstellung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, after %2%3 %4</source>
        <translation>%1, nach %2%3 %4</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>board</source>
        <translation>brett</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+5"/>
        <source>Export Board</source>
        <translation>Brett exportieren</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-Grafiken (*.svg)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The board could not be exported.</source>
        <translation>Das Brett konnte nicht exportiert werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board is saved as %1</source>
        <translation>Das Brett wurde als %1 gespeichert</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>None of the games could be read.</source>
        <translation>Keine der Partien konnte gelesen werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+5"/>
        <source>Export Games as Web Page</source>
        <translation>Partien als Webseite exportieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The games could not be exported.</source>
        <translation>Die Partien konnten nicht exportiert werden.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln game(s) saved as %1</source>
        <translation>
            <numerusform>%Ln Partie als %1 gespeichert</numerusform>
            <numerusform>%Ln Partien als %1 gespeichert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %Ln game(s) saved as %2; the others could not be read</source>
        <translation>
            <numerusform>%1 von %Ln Partie als %2 gespeichert; die anderen konnten nicht gelesen werden</numerusform>
            <numerusform>%1 von %Ln Partien als %2 gespeichert; die anderen konnten nicht gelesen werden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+6"/>
        <source>Export Game as Web Page</source>
        <translation>Partie als Webseite exportieren</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+21"/>
        <source>Web pages (*.html *.htm)</source>
        <translation>Webseiten (*.html *.htm)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could not be exported.</source>
        <translation>Die Partie konnte nicht exportiert werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is saved as %1</source>
        <translation>Die Partie ist als %1 gespeichert</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A picture of the board is on the clipboard</source>
        <translation>Ein Bild des Bretts ist in der Zwischenablage</translation>
    </message>
</context>
<context>
    <name>BoardPlayInput</name>
    <message>
        <location filename="../views/boardplayinput.cpp" line="+225"/>
        <source>Mark this square with a circle</source>
        <translation>Dieses Feld mit einem Kreis markieren</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../views/boardview.cpp" line="+26"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
</context>
<context>
    <name>DailyUse</name>
    <message>
        <location filename="../app/workbench/dailyuse.cpp" line="+55"/>
        <source>T&amp;ype a Turn</source>
        <translation>Zug e&amp;ingeben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a turn in the game&apos;s notation, with the legal turns suggested</source>
        <translation>Einen Zug in der Notation der Partie eingeben, mit den legalen Zügen als Vorschlag</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Play a&amp;gainst the Engine…</source>
        <translation>Gegen &amp;die Engine spielen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the game from here against the engine</source>
        <translation>Die Partie von hier aus gegen die Engine spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take Bac&amp;k</source>
        <translation>Zu&amp;rücknehmen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Backspace</source>
        <translation>Ctrl+Backspace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last turn and the engine&apos;s answer</source>
        <translation>Den eigenen letzten Zug und die Antwort der Engine zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>Hin&amp;weis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the engine for your best turn</source>
        <translation>Die Engine nach dem besten Zug fragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resign</source>
        <translation>A&amp;ufgeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give up the game against the engine</source>
        <translation>Die Partie gegen die Engine aufgeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop P&amp;laying</source>
        <translation>Spiel &amp;beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the game against the engine; the game stays</source>
        <translation>Das Spiel gegen die Engine beenden; die Partie bleibt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no turn to take back</source>
        <translation>Es gibt keinen Zug zum Zurücknehmen</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Hint: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The engine is thinking: its turn comes first</source>
        <translation>Die Engine denkt nach: Sie ist zuerst am Zug</translation>
    </message>
</context>
<context>
    <name>DeclarationWizard</name>
    <message numerus="yes">
        <location filename="../model/document/declarationwizard.cpp" line="+240"/>
        <source>%1 answers this step in %n ways: choose one in the list</source>
        <translation>
            <numerusform>Zu %1 gibt es in diesem Schritt %n Antwort: Wählen Sie eine in der Liste aus</numerusform>
            <numerusform>Zu %1 gibt es in diesem Schritt %n Antworten: Wählen Sie eine in der Liste aus</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 fits several kinds of turn: choose one in the list</source>
        <translation>%1 passt zu mehreren Zugarten: Wählen Sie eine in der Liste aus</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>That turn is no longer legal here</source>
        <translation>Dieser Zug ist hier nicht mehr legal</translation>
    </message>
    <message>
        <location filename="../model/document/declarationwizard_choices.cpp" line="+31"/>
        <source>Shooter</source>
        <translation>Schütze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Route</source>
        <translation>Weg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Go to an empty square; nothing is shot</source>
        <translation>Auf ein leeres Feld ziehen; es wird nicht geschossen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shoot an enemy within range and stay where you stand</source>
        <translation>Einen Gegner in Reichweite beschießen und stehen bleiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move first, then shoot an enemy from the new square</source>
        <translation>Erst ziehen, dann vom neuen Feld aus einen Gegner beschießen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shoot every enemy on the way; a survivor stops the shooter before it</source>
        <translation>Jeden Gegner auf dem Weg beschießen; ein Überlebender hält den Schützen vor sich auf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shoot an enemy and take its square if it falls</source>
        <translation>Einen Gegner beschießen und sein Feld einnehmen, wenn er fällt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sacrifice this shooter: a friendly neighbour gains its rank</source>
        <translation>Diesen Schützen opfern: Ein eigener Nachbar erhält seinen Rang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join a friendly neighbour side by side as a pair</source>
        <translation>Sich mit einem eigenen Nachbarn Seite an Seite zu einem Paar verbinden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pair separates; both stay where they stand</source>
        <translation>Das Paar trennt sich; beide bleiben stehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both members move together in a line; one may shoot after</source>
        <translation>Beide Mitglieder ziehen gemeinsam in gerader Linie; eines darf danach schießen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One member circles around the other, shooting enemies on the ring</source>
        <translation>Ein Mitglied kreist um das andere und beschießt die Gegner auf dem Ring</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The king explodes and shoots every neighbour</source>
        <translation>Der König explodiert und beschießt jeden Nachbarn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move onto an enemy piece and take it</source>
        <translation>Auf eine gegnerische Figur ziehen und sie schlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The king moves two squares towards a rook, which jumps over it</source>
        <translation>Der König zieht zwei Felder auf einen Turm zu, der über ihn springt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the pawn that has just passed, as if it had moved one square</source>
        <translation>Den eben vorbeigezogenen Bauern schlagen, als wäre er nur ein Feld gezogen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pawn on the last rank becomes another piece</source>
        <translation>Der Bauer auf der letzten Reihe wird zu einer anderen Figur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take every piece this one reaches with a weak class at once; it stays</source>
        <translation>Alle Figuren, die diese mit schwacher Klasse erreicht, auf einmal schlagen; sie bleibt stehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take a piece of the same type with a second attacker&apos;s help; it stays</source>
        <translation>Eine Figur desselben Typs mit Hilfe eines zweiten Angreifers schlagen; sie bleibt stehen</translation>
    </message>
    <message>
        <location line="+26"/>
        <location filename="../model/document/declarationwizard_reasons.cpp" line="+84"/>
        <source>No turn can be declared: %1</source>
        <translation>Es kann kein Zug angesagt werden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which of White&apos;s shooters acts?</source>
        <translation>Welcher Schütze von Weiß handelt?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which of Black&apos;s shooters acts?</source>
        <translation>Welcher Schütze von Schwarz handelt?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Where does the series end?</source>
        <translation>Wo endet die Serie?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where does the rotation end?</source>
        <translation>Wo endet die Drehung?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which way round?</source>
        <translation>In welche Drehrichtung?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Which pair separates?</source>
        <translation>Welches Paar trennt sich?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Does the pair shoot after moving?</source>
        <translation>Schießt das Paar nach dem Ziehen?</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>What does %1 on %2 do?</source>
        <translation>Was tut %1 auf %2?</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Reach the last rank: the soldier leaves and an enemy piece of your choice goes</source>
        <translation>Die letzte Reihe erreichen: Der Soldat verlässt das Brett und eine gegnerische Figur Ihrer Wahl wird entfernt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fire a shot from the cannon: everything around the landing square is blown up</source>
        <translation>Mit der Kanone feuern: alles rund um das Zielfeld wird zerstört</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move this piece and its neighbours of the same kind forward together</source>
        <translation>Diese Figur und ihre gleichartigen Nachbarn gemeinsam vorrücken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take this piece off the board for its credit</source>
        <translation>Diese Figur gegen ihr Guthaben vom Brett nehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay for a new piece or a shot from the credit</source>
        <translation>Eine neue Figur oder einen Schuss vom Guthaben bezahlen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bring pieces waiting in the reserve onto the base line</source>
        <translation>Figuren aus der Reserve auf die Grundreihe bringen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fortune of war: one of its outcomes</source>
        <translation>Das Kriegsglück: einer seiner Ausgänge</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Where does %1 move before it shoots?</source>
        <translation>Wohin zieht %1 vor dem Schuss?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where does %1 go with its pair?</source>
        <translation>Wohin zieht %1 mit dem Paar?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where does the shot land?</source>
        <translation>Wo schlägt der Schuss ein?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far does the group advance?</source>
        <translation>Wie weit rückt die Gruppe vor?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where does %1 go?</source>
        <translation>Wohin zieht %1?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which way does %1 leap?</source>
        <translation>Auf welchem Weg springt %1?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which neighbour receives %1&apos;s rank?</source>
        <translation>Welcher Nachbar erhält den Rang, den %1 abgibt?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which neighbour does %1 bridge with?</source>
        <translation>Mit welchem Nachbarn bildet %1 eine Brücke?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which piece does %1 become?</source>
        <translation>Wozu wird %1 umgewandelt?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which enemy piece does the breakthrough remove?</source>
        <translation>Welche gegnerische Figur entfernt der Durchbruch?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which enemy does %1 take?</source>
        <translation>Welchen Gegner schlägt %1?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which enemy does %1 shoot?</source>
        <translation>Auf welchen Gegner schießt %1?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare this turn?</source>
        <translation>Diesen Zug ansagen?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>: </source>
        <translation>: </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>White wins</source>
        <translation>Weiß gewinnt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Black wins</source>
        <translation>Schwarz gewinnt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no monarch left</source>
        <translation>kein Monarch mehr</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>checkmate</source>
        <translation>Schachmatt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>insufficient force</source>
        <translation>ungenügendes Material</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bare monarchs</source>
        <translation>nackte Monarchen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>100 quiet plies</source>
        <translation>100 ruhige Halbzüge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>threefold repetition</source>
        <translation>dreifache Wiederholung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>insufficient material</source>
        <translation>ungenügendes Material</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fifty-move rule</source>
        <translation>Fünfzig-Züge-Regel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>last monarch ranked %1</source>
        <translation>letzter Monarch mit Rang %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 turn: %1</source>
        <translation>1 Zug: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 turns: %2</source>
        <translation>%1 Züge: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paired with the %1 on %2. %3</source>
        <translation>Im Paar mit %1 auf %2. %3</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source> · %n choices</source>
        <translation>
            <numerusform> · %n Möglichkeit</numerusform>
            <numerusform> · %n Möglichkeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>Then %n targets to choose from</source>
        <translation>
            <numerusform>Dann %n Ziel zur Auswahl</numerusform>
            <numerusform>Dann %n Ziele zur Auswahl</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Then a shot or none (%n choices)</source>
        <translation>
            <numerusform>Dann ein Schuss oder keiner (%n Möglichkeit)</numerusform>
            <numerusform>Dann ein Schuss oder keiner (%n Möglichkeiten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n ways round</source>
        <translation>
            <numerusform>%n Drehrichtung</numerusform>
            <numerusform>%n Drehrichtungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Then %n enemy pieces to choose from</source>
        <translation>
            <numerusform>Dann %n gegnerische Figur zur Wahl</numerusform>
            <numerusform>Dann %n gegnerische Figuren zur Wahl</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n routes</source>
        <translation>
            <numerusform>%n Weg</numerusform>
            <numerusform>%n Wege</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>By %1</source>
        <translation>Über %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clockwise</source>
        <translation>Im Uhrzeigersinn</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Anticlockwise</source>
        <translation>Gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, the %2 on %3 circles</source>
        <translation>%1: %2 auf %3 kreist</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No shot</source>
        <translation>Kein Schuss</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, shot by the %2</source>
        <translation>%1, Schütze: %2</translation>
    </message>
    <message>
        <location filename="../model/document/declarationwizard_reasons.cpp" line="-32"/>
        <source>%1 has no turn that uses %2</source>
        <translation>%1 hat keinen Zug, der %2 verwendet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose the way round in the list</source>
        <translation>Wählen Sie die Drehrichtung in der Liste aus</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The turn is ready: press Declare, or Back to change it</source>
        <translation>Der Zug ist fertig: Drücken Sie „Ansagen“ oder „Zurück“, um ihn zu ändern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not an answer to this step</source>
        <translation>%1 ist keine Antwort auf diesen Schritt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no shooter on %1</source>
        <translation>Auf %1 steht kein Schütze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2 is not %3&apos;s, and %3 is to move</source>
        <translation>%1 auf %2 gehört nicht %3, und %3 ist am Zug</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 on %2 has no legal turn: %3</source>
        <translation>%1 auf %2 hat keinen legalen Zug: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 on %2 has no turn here</source>
        <translation>%1 auf %2 hat hier keinen Zug</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>From %1 the %2 has no enemy to shoot within range</source>
        <translation>Von %1 aus hat %2 keinen Gegner in Reichweite</translation>
    </message>
</context>
<context>
    <name>EditorDock</name>
    <message>
        <location filename="../app/workbench/editordock.cpp" line="+39"/>
        <source>Board Editor</source>
        <translation>Stellungseditor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear board</source>
        <translation>Brett leeren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Swap sides</source>
        <translation>Seiten tauschen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror left to right</source>
        <translation>Links und rechts spiegeln</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Analyse from Here</source>
        <translation>Ab hier analysieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+179"/>
        <source>Start a new game from this position</source>
        <translation>Eine neue Partie aus dieser Stellung beginnen</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Plies since the last shot, capture or pawn move</source>
        <translation>Halbzüge seit dem letzten Schuss, Schlagen oder Bauernzug</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Side to move:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quiet plies:</source>
        <translation>Ruhige Halbzüge:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn number:</source>
        <translation>Zugnummer:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>SFEN of the position</source>
        <translation>SFEN der Stellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type or paste an SFEN and press Enter</source>
        <translation>SFEN eingeben oder einfügen und Eingabe drücken</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the SFEN to the clipboard</source>
        <translation>SFEN in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up the position from an SFEN on the clipboard</source>
        <translation>Stellung aus einem SFEN in der Zwischenablage aufbauen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;SFEN:</source>
        <translation>&amp;SFEN:</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Here light squares become dark, and some pieces move by the colour of their square: the result is another game.</source>
        <translation>Hier werden helle Felder dunkel, und manche Figuren ziehen je nach Farbe ihres Feldes: das Ergebnis ist eine andere Partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Swap sides and then Mirror left to right give the same game, turned round.</source>
        <translation>Seiten tauschen und danach Links und rechts spiegeln ergeben dieselbe Partie, umgedreht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Here frontal attacks run towards the last file: the result is another game.</source>
        <translation>Hier laufen Frontalangriffe zur letzten Linie hin: das Ergebnis ist eine andere Partie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every piece changes colour and moves to the other side&apos;s rank; the other side moves</source>
        <translation>Jede Figur wechselt die Farbe und steht auf der Reihe der anderen Seite; die andere Seite ist am Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reflect the board left to right; colours and the side to move stay</source>
        <translation>Das Brett von links nach rechts spiegeln; Farben und Zugrecht bleiben</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The position is legal.</source>
        <translation>Die Stellung ist legal.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fix the problems above to start a game</source>
        <translation>Beheben Sie die obigen Probleme, um eine Partie zu beginnen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
</context>
<context>
    <name>EditorReserves</name>
    <message>
        <location filename="../app/workbench/editorreserves.cpp" line="+13"/>
        <source>Off the board</source>
        <translation>Außerhalb des Bretts</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Fortune of war at move:</source>
        <translation>Kriegsglück bei Zug:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none left</source>
        <translation>keines mehr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K24: the move at which the fortune of war is drawn; 0 when none is left</source>
        <translation>K24: der Zug, bei dem das Kriegsglück gezogen wird; 0, wenn keines mehr bleibt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Credit:</source>
        <translation>Guthaben:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pieces lost:</source>
        <translation>Verlorene Figuren:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>In reserve, %1:</source>
        <translation>In Reserve, %1:</translation>
    </message>
</context>
<context>
    <name>EngineClient</name>
    <message>
        <location filename="../model/document/engineclient.cpp" line="+288"/>
        <source>The engine did not answer for %1 s</source>
        <translation>Die Engine hat %1 s lang nicht geantwortet</translation>
    </message>
    <message>
        <location line="-183"/>
        <source>The engine could not be started (%1): %2</source>
        <translation>Die Engine konnte nicht gestartet werden (%1): %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The engine could not be started: %1 does not exist</source>
        <translation>Die Engine konnte nicht gestartet werden: %1 existiert nicht</translation>
    </message>
    <message>
        <location line="+164"/>
        <source>%1 does not play %2 (its UCI_Variant does not list %3)</source>
        <translation>%1 spielt kein %2 (seine UCI_Variant nennt %3 nicht)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays standard chess only, not %2 (it has no UCI_Variant option)</source>
        <translation>%1 spielt nur gewöhnliches Schach, nicht %2 (es hat keine Option UCI_Variant)</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>The engine stopped unexpectedly</source>
        <translation>Die Engine wurde unerwartet beendet</translation>
    </message>
</context>
<context>
    <name>EngineLines</name>
    <message>
        <location filename="../model/document/enginelines.cpp" line="+21"/>
        <source>turn %1 &apos;%2&apos;: %3</source>
        <translation>Zug %1 „%2“: %3</translation>
    </message>
</context>
<context>
    <name>EngineOptionsBox</name>
    <message>
        <location filename="../app/workbench/engineoptionsbox.cpp" line="+11"/>
        <source>Engine options</source>
        <translation>Engine-Optionen</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
</context>
<context>
    <name>EnginePage</name>
    <message>
        <location filename="../app/workbench/enginepage.cpp" line="+20"/>
        <source>shooters-engine (built in)</source>
        <translation>shooters-engine (eingebaut)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A UCI engine&apos;s program; empty for the engine that comes with the workbench, which plays every rule system.</source>
        <translation>Das Programm einer UCI-Engine; leer für die Engine der Werkbank, die jedes Regelwerk spielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built-in</source>
        <translation>Eingebaut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use the engine that comes with the workbench</source>
        <translation>Die Engine der Werkbank verwenden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The Analysis dock, Analyse Game and games against the engine use it. An engine that does not play a game&apos;s rule system says so instead of analysing it.</source>
        <translation>Die Analyse, „Partie analysieren“ und Partien gegen die Engine verwenden sie. Eine Engine, die das Regelwerk einer Partie nicht spielt, sagt das, statt sie zu analysieren.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Program:</source>
        <translation>Programm:</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Choose a UCI Engine</source>
        <translation>UCI-Engine wählen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Asking the engine…</source>
        <translation>Die Engine wird gefragt…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The engine</source>
        <translation>Die Engine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 answers, but plays none of the workbench&apos;s rule systems.</source>
        <translation>%1 antwortet, spielt aber keines der Regelwerke der Werkbank.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
</context>
<context>
    <name>EnginePanels</name>
    <message>
        <location filename="../app/workbench/enginepanels.cpp" line="+53"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Analyse &amp;Position</source>
        <translation>Stellung anal&amp;ysieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start or stop the engine on the position shown, in the Analysis dock</source>
        <translation>Die Engine im Analyse-Dock auf der gezeigten Stellung starten oder anhalten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sh&amp;ow Threat</source>
        <translation>Drohung au&amp;fzeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+Shift+X</source>
        <translation>Ctrl+Shift+X</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analyse what the other side threatens, as if the side to move passed</source>
        <translation>Analysieren, was die andere Seite droht, als hätte die Seite am Zug gepasst</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play &amp;Best Turn</source>
        <translation>Besten &amp;Zug spielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the first turn of the Analysis dock&apos;s best line</source>
        <translation>Den ersten Zug der besten Linie des Analyse-Docks spielen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Evaluation Bar</source>
        <translation>Bewertungsbalken</translation>
    </message>
    <message>
        <location filename="../app/workbench/enginepanels_evaluation.cpp" line="+50"/>
        <source>Evaluation Graph</source>
        <translation>Bewertungskurve</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Analyse Game</source>
        <translation>&amp;Partie analysieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search every position of the main line and mark inaccuracies, mistakes and blunders</source>
        <translation>Jede Stellung der Hauptlinie durchrechnen und Ungenauigkeiten, Fehler und grobe Fehler markieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analyse Game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Depth </source>
        <translation>Tiefe </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many plies the engine looks ahead from each position</source>
        <translation>Wie viele Halbzüge die Engine von jeder Stellung aus vorausrechnet</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Threads </source>
        <translation>Threads </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many threads the engine searches with (1: the same marks every run)</source>
        <translation>Mit wie vielen Threads die Engine sucht (1: bei jedem Lauf dieselben Markierungen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hash </source>
        <translation>Hash </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The size of the engine&apos;s hash table</source>
        <translation>Die Größe der Hashtabelle der Engine</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>%v of %m positions</source>
        <translation>%v von %m Stellungen</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <location line="-10"/>
        <source>%n position(s) to analyse</source>
        <translation>
            <numerusform>%n Stellung zu analysieren</numerusform>
            <numerusform>%n Stellungen zu analysieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %n position(s) scored</source>
        <translation>
            <numerusform>%1 von %n Stellung bewertet</numerusform>
            <numerusform>%1 von %n Stellungen bewertet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Click a count to go to that side&apos;s next turn of its kind.
Average loss: what the side&apos;s turns gave away, on average, in hundredths of the scores shown (centipawns in chess).</source>
        <translation>Eine Zahl anklicken, um zum nächsten solchen Zug dieser Seite zu gehen.
Durchschnittlicher Verlust: was die Züge der Seite im Mittel hergegeben haben, in Hundertsteln der angezeigten Bewertungen (in Schach Centibauern).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Learn from Mistakes</source>
        <translation>Aus Fehlern lernen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go back to each marked turn of the side at the bottom of the board and find a better one</source>
        <translation>Zu jedem markierten Zug der Seite unten auf dem Brett zurückgehen und einen besseren finden</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Analysing the main line…</source>
        <translation>Die Hauptlinie wird analysiert…</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Analysis done: no turn to mark.</source>
        <translation>Analyse abgeschlossen: kein Zug zu markieren.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Analysis done: %n turn(s) marked (Undo removes the marks).</source>
        <translation>
            <numerusform>Analyse abgeschlossen: %n Zug markiert („Rückgängig“ entfernt die Markierungen).</numerusform>
            <numerusform>Analyse abgeschlossen: %n Züge markiert („Rückgängig“ entfernt die Markierungen).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Analysis cancelled: nothing was marked.</source>
        <translation>Analyse abgebrochen: Es wurde nichts markiert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1. Nothing was marked.</source>
        <translation>%1. Es wurde nichts markiert.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>?! Inaccuracies</source>
        <translation>?! Ungenauigkeiten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>? Mistakes</source>
        <translation>? Fehler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>?? Blunders</source>
        <translation>?? Grobe Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average loss</source>
        <translation>Ø Verlust</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>EvaluationBar</name>
    <message>
        <location filename="../views/evaluationbar.cpp" line="+11"/>
        <location line="+7"/>
        <source>No evaluation of this position yet</source>
        <translation>Noch keine Bewertung dieser Stellung</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Evaluation: %1</source>
        <translation>Bewertung: %1</translation>
    </message>
</context>
<context>
    <name>EvaluationGraph</name>
    <message>
        <location filename="../views/evaluationgraph.cpp" line="+49"/>
        <source>not analysed</source>
        <translation>nicht analysiert</translation>
    </message>
    <message>
        <location filename="../views/evaluationgraph_paint.cpp" line="+34"/>
        <source>Analyse the game to see its evaluation here</source>
        <translation>Analysieren Sie die Partie, um hier ihre Bewertung zu sehen</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../app/workbench/exportdialog.cpp" line="+24"/>
        <source>Export Board</source>
        <translation>Brett exportieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;PNG image</source>
        <translation>&amp;PNG-Bild</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A picture of a fixed size, for slides, chats and documents</source>
        <translation>Ein Bild fester Größe, für Folien, Chats und Dokumente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;SVG drawing</source>
        <translation>&amp;SVG-Grafik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A vector drawing that stays sharp at any size, for print and editing</source>
        <translation>Eine Vektorgrafik, die in jeder Größe scharf bleibt, für Druck und Bearbeitung</translation>
    </message>
    <message>
        <location line="+13"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Credits, losses and waiting pieces under the board</source>
        <translation>Guthaben, Verluste und wartende Figuren unter dem Brett</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What Cannon Battle Chess keeps off the board, in a line under it</source>
        <translation>Was Cannon Battle Chess neben dem Brett führt, in einer Zeile darunter</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Off the board:</source>
        <translation>Neben dem Brett:</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The width and height of the picture</source>
        <translation>Breite und Höhe des Bildes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The width and height of the drawing; it stays sharp when scaled</source>
        <translation>Breite und Höhe der Zeichnung; sie bleibt beim Skalieren scharf</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Files and ranks along the board</source>
        <translation>Linien und Reihen am Brettrand</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coordinates:</source>
        <translation>Koordinaten:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board as shown: flipped or not, with the last turn, arrows and circles; without the selection and hints.</source>
        <translation>Das Brett wie angezeigt: gedreht oder nicht, mit dem letzten Zug, Pfeilen und Kreisen; ohne Auswahl und Hinweise.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <location filename="../app/workbench/filecommands.cpp" line="+59"/>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be started: %1.</source>
        <translation>Die Partie konnte nicht beginnen: %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+23"/>
        <location line="+8"/>
        <location line="+15"/>
        <location line="+12"/>
        <source>Open Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holds no game that can be read; the open game stays.

%2</source>
        <translation>%1 enthält keine lesbare Partie; die offene Partie bleibt.

%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+15"/>
        <source>%1 could not be opened: %2.</source>
        <translation>%1 konnte nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Some of %1 could not be read; the games that could be read are open.</source>
        <translation>Teile von %1 konnten nicht gelesen werden; die lesbaren Partien sind geöffnet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Problems in the file</source>
        <translation>Probleme in der Datei</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weiteres</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game %1 could not be read.</source>
        <translation>Partie %1 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>game.pgn</source>
        <translation>partie.pgn</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+30"/>
        <location line="+11"/>
        <source>Save Game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <location line="-41"/>
        <location line="+12"/>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+6"/>
        <source>Export Games</source>
        <translation>Partien exportieren</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>games.pgn</source>
        <translation>partien.pgn</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%Ln game(s) exported to %1</source>
        <translation>
            <numerusform>%Ln Partie nach %1 exportiert</numerusform>
            <numerusform>%Ln Partien nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Parts of a game you changed in %1 could not be read when it was opened. Saving writes that game as it was read, so those parts will be gone from the file.</source>
        <translation>Teile einer Partie, die Sie in %1 geändert haben, konnten beim Öffnen nicht gelesen werden. Beim Speichern wird diese Partie so geschrieben, wie sie gelesen wurde; diese Teile fehlen danach in der Datei.</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+23"/>
        <source>%1 could not be saved: %2.
The file on disk is unchanged.</source>
        <translation>%1 konnte nicht gespeichert werden: %2.
Die Datei auf der Festplatte ist unverändert.</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>Games and positions (*.pgn *.sfen *.fen *.epd *.csv *.txt);;PGN files (*.pgn);;Positions (*.sfen *.fen *.epd);;Puzzle tables (*.csv);;All files (*)</source>
        <translation>Partien und Stellungen (*.pgn *.sfen *.fen *.epd *.csv *.txt);;PGN-Dateien (*.pgn);;Stellungen (*.sfen *.fen *.epd);;Aufgabentabellen (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 enthält ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game</source>
        <translation>Die Partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do you want to save them?</source>
        <translation>Möchten Sie sie speichern?</translation>
    </message>
    <message>
        <location filename="../app/workbench/filecommands_exchange.cpp" line="+27"/>
        <source>The game is on the clipboard as PGN</source>
        <translation>Die Partie ist als PGN in der Zwischenablage</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The clipboard&apos;s game</source>
        <translation>Die Partie aus der Zwischenablage</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The clipboard holds no game that could be read: nothing merged</source>
        <translation>Die Zwischenablage enthält keine lesbare Partie: nichts zusammengeführt</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The line through the turn on the board is on the clipboard as PGN</source>
        <translation>Die Linie durch den Zug auf dem Brett ist als PGN in der Zwischenablage</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The game of tab “%1”</source>
        <translation>Die Partie des Tabs „%1“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Merge Game from Ot&amp;her Tab</source>
        <translation>Partie aus anderem Tab zusammenfü&amp;hren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add the turns of the game another tab shows to the game on the board as variations</source>
        <translation>Die Züge der Partie eines anderen Tabs als Varianten zur Partie auf dem Brett hinzufügen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Paste Game</source>
        <translation>Partie einfügen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The clipboard holds no game that could be read.</source>
        <translation>Die Zwischenablage enthält keine lesbare Partie.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This is a %1 position. Open it as a new %1 game?</source>
        <translation>Dies ist eine Stellung nach „%1“. Als neue Partie nach „%1“ öffnen?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is not a position of %1, the rule system of the open game.</source>
        <translation>Es ist keine Stellung nach „%1“, dem Regelwerk der offenen Partie.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>an unsaved game</source>
        <translation>eine ungespeicherte Partie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Restore Games</source>
        <translation>Partien wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The workbench did not close properly last time. Restore the games it was working on (%1, kept at %2)?</source>
        <translation>Die Werkbank wurde beim letzten Mal nicht ordnungsgemäß beendet. Die Partien wiederherstellen, an denen sie gearbeitet hat (%1, gesichert um %2)?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>FilterFieldName</name>
    <message>
        <location filename="../model/document/filterclause.cpp" line="+79"/>
        <source>white</source>
        <extracomment>The names of this context are the Games filter&apos;s fields, as in &quot;white:carlsen&quot;, in lower case. Several names may be given, separated by &apos;|&apos; (&quot;weiß|weiss&quot;); the English names work in every language too.</extracomment>
        <translation>weiß|weiss</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player</source>
        <translation>spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>players</source>
        <translation>spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>event</source>
        <translation>turnier|veranstaltung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>site</source>
        <translation>ort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round</source>
        <translation>runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>date</source>
        <translation>datum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>year</source>
        <translation>jahr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>result</source>
        <translation>ergebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rules</source>
        <translation>regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>variant</source>
        <translation>variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opening</source>
        <translation>eröffnung|eroeffnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eco</source>
        <translation>eco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>theme</source>
        <translation>thema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>themes</source>
        <translation>themen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rating</source>
        <translation>wertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>elo</source>
        <translation>elo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plies</source>
        <translation>halbzüge|halbzuege</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>length</source>
        <translation>länge|laenge</translation>
    </message>
</context>
<context>
    <name>FortuneDialog</name>
    <message>
        <location filename="../views/fortunedialog.cpp" line="+22"/>
        <source>Fortune of War</source>
        <translation>Kriegsglück</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fortune of war is due, White to move. Draw a card with the ruleset&apos;s odds, or choose an outcome by hand to study it. Either is recorded as the turn.</source>
        <translation>Das Kriegsglück ist fällig, Weiß am Zug. Ziehen Sie eine Karte mit den Wahrscheinlichkeiten der Regeln, oder wählen Sie ein Ergebnis von Hand, um es zu untersuchen. Beides wird als Zug aufgezeichnet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fortune of war is due, Black to move. Draw a card with the ruleset&apos;s odds, or choose an outcome by hand to study it. Either is recorded as the turn.</source>
        <translation>Das Kriegsglück ist fällig, Schwarz am Zug. Ziehen Sie eine Karte mit den Wahrscheinlichkeiten der Regeln, oder wählen Sie ein Ergebnis von Hand, um es zu untersuchen. Beides wird als Zug aufgezeichnet.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Draw a card</source>
        <translation>Eine Karte ziehen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The draw is reproducible: the same seed in the same position draws the same card.</source>
        <translation>Die Ziehung ist wiederholbar: derselbe Startwert zieht in derselben Stellung dieselbe Karte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Seed:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw a card</source>
        <translation>Karte &amp;ziehen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No card drawn yet.</source>
        <translation>Noch keine Karte gezogen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Choose by hand</source>
        <translation>Von Hand wählen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Notation</source>
        <translation>Notation</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Odds</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play the &amp;chosen outcome</source>
        <translation>&amp;Gewähltes Ergebnis spielen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Drawn with seed %1: &lt;b&gt;%2&lt;/b&gt; (%3), odds %4</source>
        <translation>Gezogen mit Startwert %1: &lt;b&gt;%2&lt;/b&gt; (%3), Wahrscheinlichkeit %4</translation>
    </message>
</context>
<context>
    <name>GameAnalyzer</name>
    <message>
        <location filename="../model/document/gameanalyzer.cpp" line="+25"/>
        <source>The analysis stopped: %1</source>
        <translation>Die Analyse wurde abgebrochen: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The engine could not read a position of the game (it said: %1)</source>
        <translation>Die Engine konnte eine Stellung der Partie nicht lesen (sie meldete: %1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Another game was opened</source>
        <translation>Eine andere Partie wurde geöffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another game was opened during the analysis</source>
        <translation>Während der Analyse wurde eine andere Partie geöffnet</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The whole game is being analysed</source>
        <translation>Die ganze Partie wird gerade analysiert</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The game&apos;s main line changed during the analysis</source>
        <translation>Die Hauptlinie der Partie hat sich während der Analyse geändert</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Analyse Game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <location filename="../model/document/gameanalyzer_turn.cpp" line="+11"/>
        <source>Another turn was played</source>
        <translation>Ein anderer Zug wurde gespielt</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The engine gave no score after this turn</source>
        <translation>Die Engine gab nach diesem Zug keine Bewertung</translation>
    </message>
</context>
<context>
    <name>GameCommand</name>
    <message>
        <location filename="../model/document/gamecommands.cpp" line="+30"/>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Edit comment</source>
        <translation>Kommentar bearbeiten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Set glyphs</source>
        <translation>Glyphen setzen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw shapes</source>
        <translation>Formen zeichnen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Set evaluation</source>
        <translation>Bewertung setzen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Set clock times</source>
        <translation>Uhrzeiten setzen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Promote variation</source>
        <translation>Variante hochstufen</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Make main line</source>
        <translation>Zur Hauptlinie machen</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Delete variation</source>
        <translation>Variante löschen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Delete from here</source>
        <translation>Ab hier löschen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Set %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Insert line %1</source>
        <translation>Linie %1 einfügen</translation>
    </message>
    <message>
        <location filename="../model/document/gamemerge.cpp" line="+69"/>
        <location line="+138"/>
        <source>Merge game</source>
        <translation>Partie zusammenführen</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Merge %n game(s)</source>
        <translation>
            <numerusform>%n Partie zusammenführen</numerusform>
            <numerusform>%n Partien zusammenführen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/document/gamestrip.cpp" line="+56"/>
        <source>Strip comments</source>
        <translation>Kommentare entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strip variations</source>
        <translation>Varianten entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strip glyphs</source>
        <translation>Glyphen entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strip arrows and circles</source>
        <translation>Pfeile und Kreise entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strip evaluations</source>
        <translation>Bewertungen entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strip clock times</source>
        <translation>Uhrzeiten entfernen</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Strip turns before</source>
        <translation>Züge davor entfernen</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <location filename="../model/document/gamedocument.cpp" line="+232"/>
        <source>Annotate</source>
        <translation>Kommentieren</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Edit game information</source>
        <translation>Partiedaten bearbeiten</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../model/document/gameend.cpp" line="+31"/>
        <source>White wins: %1</source>
        <translation>Weiß gewinnt: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black wins: %1</source>
        <translation>Schwarz gewinnt: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw: %1</source>
        <translation>Remis: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no monarch left</source>
        <translation>kein Monarch mehr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>checkmate</source>
        <translation>Schachmatt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>insufficient force</source>
        <translation>ungenügendes Material</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bare monarchs</source>
        <translation>nackte Monarchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>100 quiet plies</source>
        <translation>100 ruhige Halbzüge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>repetition</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>insufficient material</source>
        <translation>ungenügendes Material</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fifty-move rule</source>
        <translation>Fünfzig-Züge-Regel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>last monarch at the winning rank</source>
        <translation>letzter Monarch auf dem Siegrang</translation>
    </message>
</context>
<context>
    <name>GameHeader</name>
    <message>
        <location filename="../views/gameheader.cpp" line="+27"/>
        <source>Double-click to edit the game&apos;s information</source>
        <translation>Doppelklick bearbeitet die Partiedaten</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
</context>
<context>
    <name>GameHtml</name>
    <message>
        <location filename="../views/gamehtml.cpp" line="+31"/>
        <source>The start position</source>
        <translation>Die Ausgangsstellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After %1%2 %3</source>
        <translation>Nach %1%2 %3</translation>
    </message>
    <message>
        <location line="+189"/>
        <source>A game of %1</source>
        <translation>Eine Partie %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+4"/>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>GameInfoDialog</name>
    <message>
        <location filename="../views/gameinfodialog.cpp" line="+42"/>
        <source>Game Information</source>
        <translation>Partiedaten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;White:</source>
        <translation>&amp;Weiß:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White&apos;s rating:</source>
        <translation>Elo Weiß:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Black:</source>
        <translation>&amp;Schwarz:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s rating:</source>
        <translation>Elo Schwarz:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Event:</source>
        <translation>&amp;Turnier:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Site:</source>
        <translation>&amp;Ort:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Round:</source>
        <translation>&amp;Runde:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Annotator:</source>
        <translation>&amp;Kommentator:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>YYYY.MM.DD, ?? where unknown</source>
        <translation>JJJJ.MM.TT, ?? wo unbekannt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Today</source>
        <translation>&amp;Heute</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>* (in progress or unknown)</source>
        <translation>* (läuft noch oder unbekannt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1-0 (White won)</source>
        <translation>1-0 (Weiß gewann)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0-1 (Black won)</source>
        <translation>0-1 (Schwarz gewann)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>½-½ (drawn)</source>
        <translation>½-½ (remis)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Res&amp;ult:</source>
        <translation>Erge&amp;bnis:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Add Ta&amp;g</source>
        <translation>Tag hin&amp;zufügen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Re&amp;move Tag</source>
        <translation>Tag &amp;entfernen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Other tags:</source>
        <translation>Weitere Tags:</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The date &quot;%1&quot; is not a PGN date: expected YYYY.MM.DD, with ?? for an unknown part (2024.05.??)</source>
        <translation>Das Datum „%1“ ist kein PGN-Datum: erwartet JJJJ.MM.TT, mit ?? für einen unbekannten Teil (2024.05.??)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rating &quot;%1&quot; is not a number</source>
        <translation>Die Wertung „%1“ ist keine Zahl</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The tag name &quot;%1&quot; can hold only letters, digits and &quot;_&quot;</source>
        <translation>Der Tag-Name „%1“ darf nur Buchstaben, Ziffern und „_“ enthalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tag &quot;%1&quot; is there twice</source>
        <translation>Der Tag „%1“ steht doppelt da</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tag &quot;%1&quot; is written from the game&apos;s start position</source>
        <translation>Der Tag „%1“ wird aus der Anfangsstellung der Partie geschrieben</translation>
    </message>
</context>
<context>
    <name>GameList</name>
    <message>
        <location filename="../model/document/gamelist.cpp" line="+257"/>
        <source>(could not be read)</source>
        <translation>(nicht lesbar)</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plies</source>
        <translation>Halbzüge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Site</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Themes</source>
        <translation>Themen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White Elo</source>
        <translation>Elo Weiß</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black Elo</source>
        <translation>Elo Schwarz</translation>
    </message>
</context>
<context>
    <name>GamesPanel</name>
    <message>
        <location filename="../app/workbench/gamespanel.cpp" line="+29"/>
        <location line="+54"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ne&amp;xt Game</source>
        <translation>Nä&amp;chste Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+Down</source>
        <translation>Ctrl+Down</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the next game of the Games list, as it is filtered and sorted</source>
        <translation>Die nächste Partie der Partienliste öffnen, wie sie gefiltert und sortiert ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous &amp;Game</source>
        <translation>Vorige Partie (&amp;J)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+Up</source>
        <translation>Ctrl+Up</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the previous game of the Games list, as it is filtered and sorted</source>
        <translation>Die vorige Partie der Partienliste öffnen, wie sie gefiltert und sortiert ist</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The Games list shows no game</source>
        <translation>Die Partienliste zeigt keine Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the last game of the list</source>
        <translation>Dies ist die letzte Partie der Liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the first game of the list</source>
        <translation>Dies ist die erste Partie der Liste</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: +%2 =%3 −%4 (%5%)</source>
        <translation>%1: +%2 =%3 −%4 (%5%)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Copy takes at most %L1 games at once (%L2 are selected); Export writes any number to a file.</source>
        <translation>Kopieren nimmt höchstens %L1 Partien auf einmal (%L2 sind ausgewählt); Exportieren schreibt beliebig viele in eine Datei.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%Ln game(s) copied as PGN</source>
        <translation>
            <numerusform>%Ln Partie als PGN kopiert</numerusform>
            <numerusform>%Ln Partien als PGN kopiert</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game %1 is the game on the board</source>
        <translation>Partie %1 ist die Partie auf dem Brett</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game %1 could not be read: nothing merged</source>
        <translation>Partie %1 konnte nicht gelesen werden: nichts zusammengeführt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; game %2 is the game on the board</source>
        <translation>%1; Partie %2 ist die Partie auf dem Brett</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+18"/>
        <source>Delete Game</source>
        <translation>Partie löschen</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Game %1 is the game on the board. Open another game of the file first, then delete this one.</source>
        <translation>Partie %1 ist die Partie auf dem Brett. Öffnen Sie zuerst eine andere Partie der Datei und löschen Sie dann diese.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Delete game %1 (%2 – %3) from the list?</source>
        <translation>Partie %1 (%2 – %3) aus der Liste löschen?</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Delete %Ln games from the list?</source>
        <translation>
            <numerusform>%Ln Partie aus der Liste löschen?</numerusform>
            <numerusform>%Ln Partien aus der Liste löschen?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file changes when it is saved; until then it keeps the games.</source>
        <translation>Die Datei ändert sich erst beim Speichern; bis dahin behält sie die Partien.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game %1, the game on the board, stays.</source>
        <translation>Partie %1, die Partie auf dem Brett, bleibt.</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Opening Tree</source>
        <translation>Eröffnungsbaum</translation>
    </message>
</context>
<context>
    <name>GamesView</name>
    <message>
        <location filename="../views/gamesview.cpp" line="+26"/>
        <location line="+297"/>
        <source>Games with This Position</source>
        <translation>Partien mit dieser Stellung</translation>
    </message>
    <message>
        <location line="-296"/>
        <source>Show All</source>
        <translation>Alle zeigen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any tag</source>
        <translation>Alle Tags</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Site</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Themes</source>
        <translation>Themen</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Filter games, or: white:carlsen elo:2500+ date:2019</source>
        <translation>Partien filtern, oder: weiß:carlsen elo:2500+ datum:2019</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Filter games</source>
        <translation>Partien filtern</translation>
    </message>
    <message numerus="yes">
        <location line="+78"/>
        <source>&amp;Merge %n Games into the Game on the Board</source>
        <translation>
            <numerusform>%n Partie mit der Partie auf dem Brett &amp;zusammenführen</numerusform>
            <numerusform>%n Partien mit der Partie auf dem Brett &amp;zusammenführen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add the turns of the chosen games to the game on the board as variations, where it reaches each game&apos;s start</source>
        <translation>Die Züge der gewählten Partien als Varianten zur Partie auf dem Brett hinzufügen, wo sie die Ausgangsstellung jeder Partie erreicht</translation>
    </message>
    <message>
        <location line="-198"/>
        <source>Show the games whose main line reaches the position on the board</source>
        <translation>Die Partien zeigen, deren Hauptlinie die Stellung auf dem Brett erreicht</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plies</source>
        <translation>Halbzüge</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Filter games, or: carlsen vs nakamura</source>
        <translation>Partien filtern, oder: carlsen vs nakamura</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2019, 1990-1999, &gt;=2020.06</source>
        <translation>2019, 1990-1999, &gt;=2020.06</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2500+, 1500-1800, &lt;1200</source>
        <translation>2500+, 1500-1800, &lt;1200</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>20-40, &lt;30</source>
        <translation>20-40, &lt;30</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Games whose tag holds the text. Players takes a pairing: carlsen vs nakamura. Date, Rating and Plies take ranges: 1990-1999, &gt;=2020.06, 2500+, 1500-1800, &lt;40. A game&apos;s rating is a puzzle&apos;s, or the mean of its players&apos; Elo. Any tag also takes fields by name, all at once: white:carlsen black:caruana elo:2700+ date:2019 event:&quot;World Cup&quot; (white, black, players, event, site, round, date, result, rules, opening, eco, themes, rating, elo, plies).</source>
        <translation>Partien, deren Tag den Text enthält. Spieler nimmt eine Paarung: carlsen vs nakamura. Datum, Wertung und Halbzüge nehmen Bereiche: 1990-1999, &gt;=2020.06, 2500+, 1500-1800, &lt;40. Die Wertung einer Partie ist die einer Aufgabe oder das Mittel der Elo ihrer Spieler. Jedes Tag nimmt auch Felder mit Namen, alle zugleich: weiß:carlsen schwarz:caruana elo:2700+ datum:2019 turnier:&quot;World Cup&quot; (weiß, schwarz, spieler, turnier, ort, runde, datum, ergebnis, regeln, eröffnung, eco, themen, wertung, elo, halbzüge; die englischen Namen ebenso: white, black, …).</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>Default Columns</source>
        <translation>Standardspalten</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Copy Game</source>
        <translation>Partie &amp;kopieren</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>&amp;Copy %n Games</source>
        <translation>
            <numerusform>%n Partie &amp;kopieren</numerusform>
            <numerusform>%n Partien &amp;kopieren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Export Game as PGN…</source>
        <translation>Partie als PGN &amp;exportieren…</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>&amp;Export %n Games as PGN…</source>
        <translation>
            <numerusform>%n Partie als PGN &amp;exportieren…</numerusform>
            <numerusform>%n Partien als PGN &amp;exportieren…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Game as &amp;Web Page…</source>
        <translation>Als &amp;Webseite exportieren…</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Export %n Games as &amp;Web Page…</source>
        <translation>
            <numerusform>%n Partie als &amp;Webseite exportieren…</numerusform>
            <numerusform>%n Partien als &amp;Webseite exportieren…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the chosen games as one HTML page, with the diagrams their comments mark ([#])</source>
        <translation>Die gewählten Partien als eine HTML-Seite speichern, mit den Diagrammen, die ihre Kommentare markieren ([#])</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Merge into the Game on the Board</source>
        <translation>Mit der Partie auf dem Brett &amp;zusammenführen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Delete Game…</source>
        <translation>Partie &amp;löschen…</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>&amp;Delete %n Games…</source>
        <translation>
            <numerusform>%n Partie &amp;löschen…</numerusform>
            <numerusform>%n Partien &amp;löschen…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 games</source>
        <translation>%1 von %2 Partien</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Searching: %1 of %2 games, %3 found</source>
        <translation>Suche: %1 von %2 Partien, %3 gefunden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>1 game reaches this position</source>
        <translation>1 Partie erreicht diese Stellung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 games reach this position</source>
        <translation>%1 Partien erreichen diese Stellung</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Stopped after %1 games: %2 found</source>
        <translation>Nach %1 Partien angehalten: %2 gefunden</translation>
    </message>
</context>
<context>
    <name>Glyphs</name>
    <message>
        <location filename="../views/glyphs.cpp" line="+15"/>
        <source>Good move</source>
        <translation>Guter Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brilliant move</source>
        <translation>Glänzender Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interesting move</source>
        <translation>Interessanter Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dubious move</source>
        <translation>Zweifelhafter Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equal position</source>
        <translation>Ausgeglichene Stellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unclear position</source>
        <translation>Unklare Stellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is slightly better</source>
        <translation>Weiß steht etwas besser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is slightly better</source>
        <translation>Schwarz steht etwas besser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is better</source>
        <translation>Weiß steht besser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is better</source>
        <translation>Schwarz steht besser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is winning</source>
        <translation>Weiß steht auf Gewinn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is winning</source>
        <translation>Schwarz steht auf Gewinn</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only move</source>
        <translation>Einziger Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equal, quiet position</source>
        <translation>Ausgeglichene, ruhige Stellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equal, active position</source>
        <translation>Ausgeglichene, aktive Stellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zugzwang</source>
        <translation>Zugzwang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Development advantage</source>
        <translation>Entwicklungsvorsprung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counterplay</source>
        <translation>Gegenspiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time trouble</source>
        <translation>Zeitnot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Novelty</source>
        <translation>Neuerung</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Annotation $%1</source>
        <translation>Annotation $%1</translation>
    </message>
</context>
<context>
    <name>GoToTurnDialog</name>
    <message>
        <location filename="../app/workbench/gototurndialog.cpp" line="+25"/>
        <source>Go to Turn</source>
        <translation>Zu Zug springen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This line has no turns yet.</source>
        <translation>Diese Linie hat noch keine Züge.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Turn number, as the notation shows it: 12 for White&apos;s twelfth turn, 12... for Black&apos;s.</source>
        <translation>Zugnummer, wie die Notation sie zeigt: 12 für den zwölften Zug von Weiß, 12... für den von Schwarz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This line runs from %1 to %2.</source>
        <translation>Diese Linie reicht von %1 bis %2.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Go</source>
        <translation>&amp;Springen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Goes to %1</source>
        <translation>Springt zu %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type a number such as 12, or 12... for Black&apos;s turn.</source>
        <translation>Eine Nummer wie 12 eingeben, oder 12... für den Zug von Schwarz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This line has no turn %1.</source>
        <translation>Diese Linie hat keinen Zug %1.</translation>
    </message>
</context>
<context>
    <name>MainLineChart</name>
    <message>
        <location filename="../views/mainlinechart.cpp" line="+102"/>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/workbench/mainwindow.cpp" line="+276"/>
        <source>Move Tree</source>
        <translation>Zugbaum</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Editing the position: drag shooters from the palette; wheel or 1-9 sets a rank</source>
        <translation>Stellung bearbeiten: Schützen aus der Palette ziehen; Mausrad oder 1-9 setzt einen Rang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Editing the position: drag pieces from the palette onto the board</source>
        <translation>Stellung bearbeiten: Figuren aus der Palette auf das Brett ziehen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1, game %2 of %3</source>
        <translation>%1, Partie %2 von %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1[*] — Shooters Chess Workbench</source>
        <translation>%1[*] — Shooters Chess Workbench</translation>
    </message>
    <message>
        <location filename="../app/workbench/mainwindow_menus.cpp" line="+57"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Analysis</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The position is on the clipboard as SFEN</source>
        <translation>Die Stellung ist als SFEN in der Zwischenablage</translation>
    </message>
    <message>
        <location filename="../app/workbench/mainwindow.cpp" line="-99"/>
        <location filename="../app/workbench/mainwindow_menus.cpp" line="+9"/>
        <location line="+1"/>
        <source>Paste SFEN</source>
        <translation>SFEN einfügen</translation>
    </message>
    <message>
        <location filename="../app/workbench/mainwindow_menus.cpp" line="+1"/>
        <source>The clipboard holds no position that could be read: %1.</source>
        <translation>Die Zwischenablage enthält keine lesbare Stellung: %1.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>About Shooters Chess Workbench</source>
        <translation>Über Shooters Chess Workbench</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Shooters Chess Workbench %1&lt;/h3&gt;&lt;p&gt;Analyse and annotate games of Shooters Chess: play turns on the board, build trees of variations, comment them and set up positions.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Shooters Chess Workbench %1&lt;/h3&gt;&lt;p&gt;Partien in Shooters Chess analysieren und kommentieren: Züge auf dem Brett spielen, Variantenbäume aufbauen, sie kommentieren und Stellungen aufbauen.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MergeMessage</name>
    <message>
        <location filename="../app/workbench/mergemessage.cpp" line="+26"/>
        <source>the start</source>
        <translation>dem Anfang</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 merged: %Ln turn(s) added as variations after %2</source>
        <translation>
            <numerusform>%1 zusammengeführt: %Ln Zug als Variante nach %2 hinzugefügt</numerusform>
            <numerusform>%1 zusammengeführt: %Ln Züge als Varianten nach %2 hinzugefügt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no turn this game lacks</source>
        <translation>%1 hat keinen Zug, der dieser Partie fehlt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 starts from a position this game does not reach: nothing merged</source>
        <translation>%1 beginnt in einer Stellung, die diese Partie nicht erreicht: nichts zusammengeführt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is of another rule system: nothing merged</source>
        <translation>%1 gehört zu einem anderen Regelwerk: nichts zusammengeführt</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%1 of %2 games merged: %Ln turn(s) added as variations</source>
        <translation>
            <numerusform>%1 von %2 Partien zusammengeführt: %Ln Zug als Variante hinzugefügt</numerusform>
            <numerusform>%1 von %2 Partien zusammengeführt: %Ln Züge als Varianten hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>None of the %n games brings a turn this game lacks: nothing merged</source>
        <translation>
            <numerusform>Die Partie bringt keinen Zug, der dieser Partie fehlt: nichts zusammengeführt (%n Partie)</numerusform>
            <numerusform>Keine der %n Partien bringt einen Zug, der dieser Partie fehlt: nichts zusammengeführt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n of another rule system</source>
        <translation>
            <numerusform>%n aus einem anderen Regelwerk</numerusform>
            <numerusform>%n aus einem anderen Regelwerk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n from a position this game does not reach</source>
        <translation>
            <numerusform>%n aus einer Stellung, die diese Partie nicht erreicht</numerusform>
            <numerusform>%n aus Stellungen, die diese Partie nicht erreicht</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MistakeTrainer</name>
    <message>
        <location filename="../model/document/mistaketrainer.cpp" line="+119"/>
        <source>The whole game is being analysed</source>
        <translation>Die ganze Partie wird gerade analysiert</translation>
    </message>
</context>
<context>
    <name>MistakesMode</name>
    <message>
        <location filename="../app/workbench/mistakesmode.cpp" line="+22"/>
        <source>Learn from &amp;Mistakes</source>
        <translation>Aus Fehlern &amp;lernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;Solution</source>
        <translation>Lö&amp;sung zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;kip Mistake</source>
        <translation>Fehler ü&amp;berspringen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back to each turn of yours the analysis marked and find a better one (the side at the bottom of the board)</source>
        <translation>Zu jedem eigenen Zug zurückgehen, den die Analyse markiert hat, und einen besseren finden (die Seite unten auf dem Brett)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the engine&apos;s better turn for this mistake</source>
        <translation>Den besseren Zug der Engine für diesen Fehler spielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on to the next mistake without solving this one</source>
        <translation>Ohne diesen zu lösen zum nächsten Fehler weitergehen</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>No turn of White&apos;s is marked with a better one: analyse the game first (Analysis ▸ Analyse Game), or flip the board for Black&apos;s</source>
        <translation>Kein Zug von Weiß ist mit einem besseren markiert: zuerst die Partie analysieren (Analyse ▸ Partie analysieren) oder das Brett für die Züge von Schwarz drehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No turn of Black&apos;s is marked with a better one: analyse the game first (Analysis ▸ Analyse Game), or flip the board for White&apos;s</source>
        <translation>Kein Zug von Schwarz ist mit einem besseren markiert: zuerst die Partie analysieren (Analyse ▸ Partie analysieren) oder das Brett für die Züge von Weiß drehen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Done: %1 of %n mistake(s) found</source>
        <translation>
            <numerusform>Fertig: %1 von %n Fehler gefunden</numerusform>
            <numerusform>Fertig: %1 von %n Fehlern gefunden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Mistake %1 of %2: %3</source>
        <translation>Fehler %1 von %2: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was played here. Find a better turn for %2.</source>
        <translation>Hier wurde %1 gespielt. Einen besseren Zug für %2 finden.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>✓ Found: %1, the engine&apos;s turn</source>
        <translation>✓ Gefunden: %1, der Zug der Engine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✓ Good too: %1 is a turn the analysis would not mark (the engine&apos;s was %2)</source>
        <translation>✓ Auch gut: %1 ist ein Zug, den die Analyse nicht markieren würde (der Zug der Engine war %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Asking the engine about %1…</source>
        <translation>Die Engine wird zu %1 befragt…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✗ That is the turn the game played: find a better one</source>
        <translation>✗ Das ist der Zug der Partie: einen besseren finden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✗ %1%2: the analysis would mark it as well. Try again, or Show Solution</source>
        <translation>✗ %1%2: auch diesen Zug würde die Analyse markieren. Noch einmal versuchen, oder Lösung zeigen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✗ Not the engine&apos;s turn: try again, or Show Solution</source>
        <translation>✗ Nicht der Zug der Engine: noch einmal versuchen, oder Lösung zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ Not the engine&apos;s turn, and it could not be asked about %1 (%2): try again, or Show Solution</source>
        <translation>✗ Nicht der Zug der Engine, und sie konnte nicht zu %1 befragt werden (%2): noch einmal versuchen, oder Lösung zeigen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The engine&apos;s turn: %1</source>
        <translation>Der Zug der Engine: %1</translation>
    </message>
</context>
<context>
    <name>MoveMenu</name>
    <message>
        <location filename="../views/movemenu.cpp" line="+59"/>
        <source>Promote variation</source>
        <translation>Variante hochstufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move this variation one place up among the alternatives</source>
        <translation>Diese Variante unter den Alternativen um einen Platz nach oben schieben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Make main line</source>
        <translation>Zur Hauptlinie machen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the line through this turn the main line</source>
        <translation>Die Linie durch diesen Zug zur Hauptlinie machen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete variation</source>
        <translation>Variante löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the variation that holds this turn</source>
        <translation>Die Variante löschen, die diesen Zug enthält</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete from here</source>
        <translation>Ab hier löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete every turn after this one, with their variations</source>
        <translation>Alle Züge nach diesem löschen, samt ihren Varianten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Copy line as PGN</source>
        <translation>Linie als PGN kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the game from its start along the line through this turn, without the other variations</source>
        <translation>Die Partie von ihrem Anfang entlang der Linie durch diesen Zug kopieren, ohne die anderen Varianten</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Comment on the game…</source>
        <translation>Partie kommentieren…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Comment before…</source>
        <translation>Kommentar davor…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comment after…</source>
        <translation>Kommentar danach…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Diagram of the start position</source>
        <translation>Diagramm der Ausgangsstellung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diagram after this turn</source>
        <translation>Diagramm nach diesem Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark the position for a diagram in the exported web page ([#])</source>
        <translation>Die Stellung für ein Diagramm in der exportierten Webseite markieren ([#])</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Move glyph</source>
        <translation>Zugglyphe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position glyph</source>
        <translation>Stellungsglyphe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove glyphs</source>
        <translation>Glyphen entfernen</translation>
    </message>
</context>
<context>
    <name>MoveTimeChart</name>
    <message>
        <location filename="../views/movetimechart.cpp" line="+50"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Move times</source>
        <translation>Zugzeiten</translation>
    </message>
</context>
<context>
    <name>MoveTreeModel</name>
    <message>
        <location filename="../model/document/movetreemodel.cpp" line="+244"/>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Glyphs</source>
        <translation>Glyphen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
</context>
<context>
    <name>MoveTreeView</name>
    <message>
        <location filename="../views/movetreeview.cpp" line="+194"/>
        <source>Collapse variation</source>
        <translation>Variante einklappen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Expand variations here</source>
        <translation>Varianten hier ausklappen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Collapse all variations</source>
        <translation>Alle Varianten einklappen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expand all variations</source>
        <translation>Alle Varianten ausklappen</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/workbench/newgamedialog.cpp" line="+23"/>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Rule system:</source>
        <translation>&amp;Regelwerk:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>This rule system has no options.</source>
        <translation>Dieses Regelwerk hat keine Optionen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Stalemate:</source>
        <translation>&amp;Patt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Insufficient force wins:</source>
        <translation>&amp;Unzureichende Kraft gewinnt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Monarch shield:</source>
        <translation>&amp;Monarchenschild:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loss for the stalemated side</source>
        <translation>Niederlage für die pattgesetzte Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What a side that has no legal turn, and is not in check, gets</source>
        <translation>Was eine Seite bekommt, die keinen legalen Zug hat und nicht im Schach steht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A side wins when the ranks of all enemy shooters together are below the rank of each of its monarchs</source>
        <translation>Eine Seite gewinnt, wenn die Ränge aller gegnerischen Schützen zusammen unter dem Rang jedes ihrer Monarchen liegen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only a king, a queen, or a shooter ranked above its base rank shoots down a monarch; other shots only lower its rank</source>
        <translation>Nur ein König, eine Dame oder ein Schütze über seinem Grundrang schießt einen Monarchen ab; andere Schüsse senken nur seinen Rang</translation>
    </message>
</context>
<context>
    <name>NotationView</name>
    <message>
        <location filename="../views/notationview.cpp" line="+260"/>
        <source>Collapse variation</source>
        <translation>Variante einklappen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Collapse all variations</source>
        <translation>Alle Varianten einklappen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expand all variations</source>
        <translation>Alle Varianten ausklappen</translation>
    </message>
    <message>
        <location filename="../views/notationview_events.cpp" line="+149"/>
        <source>No turns yet. Play a turn on the board to start the game.</source>
        <translation>Noch keine Züge. Spielen Sie einen Zug auf dem Brett, um die Partie zu beginnen.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Show this variation</source>
        <translation>Diese Variante anzeigen</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>White&apos;s clock after this turn: %1</source>
        <translation>Weiß’ Uhr nach diesem Zug: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s clock after this turn: %1</source>
        <translation>Schwarz’ Uhr nach diesem Zug: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Time spent on this turn: %1</source>
        <translation>Bedenkzeit für diesen Zug: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A diagram of the start position</source>
        <translation>Ein Diagramm der Ausgangsstellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A diagram of the position after %1</source>
        <translation>Ein Diagramm der Stellung nach %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File ▸ Export Game as Web Page draws the board here.</source>
        <translation>Datei ▸ Als Webseite exportieren zeichnet hier das Brett.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>White won</source>
        <translation>Weiß hat gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black won</source>
        <translation>Schwarz hat gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
</context>
<context>
    <name>OffBoard</name>
    <message>
        <location filename="../views/offboardline.cpp" line="+22"/>
        <source>White: credit %1, losses %2</source>
        <translation>Weiß: Guthaben %1, Verluste %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black: credit %1, losses %2</source>
        <translation>Schwarz: Guthaben %1, Verluste %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>, waiting: %1</source>
        <translation>, wartend: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The fortune of war at move %1</source>
        <translation>Das Kriegsglück bei Zug %1</translation>
    </message>
</context>
<context>
    <name>OpeningTree</name>
    <message>
        <location filename="../model/document/openingtree.cpp" line="+281"/>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no results</source>
        <translation>keine Ergebnisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1% / %2% / %3%</source>
        <translation>%1% / %2% / %3%</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>White won %1, drawn %2, Black won %3, unknown %4</source>
        <translation>Weiß gewann %1, remis %2, Schwarz gewann %3, unbekannt %4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>How the games ended: White&apos;s wins, draws, Black&apos;s wins</source>
        <translation>Wie die Partien endeten: Siege von Weiß, Remis, Siege von Schwarz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
</context>
<context>
    <name>OpeningTreeView</name>
    <message>
        <location filename="../views/openingtreeview.cpp" line="+81"/>
        <source>Click a turn to play it</source>
        <translation>Ein Klick auf einen Zug spielt ihn</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>No games: open a PGN file to see what its games played here</source>
        <translation>Keine Partien: Öffnen Sie eine PGN-Datei, um zu sehen, was ihre Partien hier spielten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No game of the file reaches this position</source>
        <translation>Keine Partie der Datei erreicht diese Stellung</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln game(s) reach this position</source>
        <translation>
            <numerusform>%Ln Partie erreicht diese Stellung</numerusform>
            <numerusform>%Ln Partien erreichen diese Stellung</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the games: %1 of %2</source>
        <translation>Partien werden gelesen: %1 von %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The tree holds each game&apos;s first %1 plies</source>
        <translation>Der Baum enthält die ersten %1 Halbzüge jeder Partie</translation>
    </message>
</context>
<context>
    <name>PgnIo</name>
    <message>
        <location filename="../model/document/pgnio.cpp" line="+64"/>
        <source>there is no game in it</source>
        <translation>sie enthält keine Partie</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a device or a pipe, not a file</source>
        <translation>es ist ein Gerät oder eine Pipe, keine Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it has %1 bytes; files of at most 2 GiB are read</source>
        <translation>sie hat %1 Bytes; gelesen werden Dateien bis 2 GiB</translation>
    </message>
</context>
<context>
    <name>PieceName</name>
    <message>
        <location filename="../model/document/coremessage.cpp" line="+12"/>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>headquarters</source>
        <translation>Hauptquartier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bomber</source>
        <translation>Bomber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tank</source>
        <translation>Panzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gun</source>
        <translation>Geschütz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>machine-gun</source>
        <translation>Maschinengewehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>soldier</source>
        <translation>Soldat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>jester</source>
        <translation>Narr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>elite pawn</source>
        <translation>Elitebauer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannon</source>
        <translation>Kanone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ammunition</source>
        <translation>Munition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>archer</source>
        <translation>Bogenschütze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>crater</source>
        <translation>Krater</translation>
    </message>
</context>
<context>
    <name>PieceNameDefinite</name>
    <message>
        <location line="+5"/>
        <source>the king</source>
        <translation>der König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen</source>
        <translation>die Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rook</source>
        <translation>der Turm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bishop</source>
        <translation>der Läufer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the knight</source>
        <translation>der Springer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the pawn</source>
        <translation>der Bauer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the headquarters</source>
        <translation>das Hauptquartier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bomber</source>
        <translation>der Bomber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the tank</source>
        <translation>der Panzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the gun</source>
        <translation>das Geschütz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the machine-gun</source>
        <translation>das Maschinengewehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cavalry</source>
        <translation>die Kavallerie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the soldier</source>
        <translation>der Soldat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jester</source>
        <translation>der Narr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the elite pawn</source>
        <translation>der Elitebauer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cannon</source>
        <translation>die Kanone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the ammunition</source>
        <translation>die Munition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the archer</source>
        <translation>der Bogenschütze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the crater</source>
        <translation>der Krater</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message>
        <location filename="../views/piecepalette.cpp" line="+70"/>
        <source>Piece palette</source>
        <translation>Figurenpalette</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>White %1: drag it onto the board, or click here and then on squares</source>
        <translation>Weiß %1: auf das Brett ziehen oder hier und dann auf Felder klicken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black %1: drag it onto the board, or click here and then on squares</source>
        <translation>Schwarz %1: auf das Brett ziehen oder hier und dann auf Felder klicken</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Move and select shooters (no tool)</source>
        <translation>Schützen bewegen und auswählen (kein Werkzeug)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete: click shooters to remove them</source>
        <translation>Löschen: Schützen anklicken, um sie zu entfernen</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../model/document/positioneditor.cpp" line="+24"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1 is a hole in this board: no piece can stand there</source>
        <translation>%1 ist ein Loch in diesem Brett: Dort kann keine Figur stehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not on the board</source>
        <translation>%1 liegt nicht auf dem Brett</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no shooter on %1</source>
        <translation>Auf %1 steht kein Schütze</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown shooter type</source>
        <translation>Unbekannter Schützentyp</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Place %1 %2 on %3</source>
        <translation>%1 %2 auf %3 setzen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Remove the %1 on %2</source>
        <translation>%1 auf %2 entfernen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Move the %1 from %2 to %3</source>
        <translation>%1 von %2 nach %3 versetzen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A %1&apos;s rank must be 1 to %2</source>
        <translation>Der Rang von %1 muss zwischen 1 und %2 liegen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rank %1 for the %2 on %3</source>
        <translation>Rang %1 für %2 auf %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Change the rank of the %1 on %2</source>
        <translation>Rang von %1 auf %2 ändern</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This rule system has no bridges</source>
        <translation>Dieses Regelsystem hat keine Brücken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A shooter cannot be bridged to itself</source>
        <translation>Ein Schütze kann nicht mit sich selbst eine Brücke bilden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 are not side by side, so they cannot be bridged</source>
        <translation>%1 und %2 stehen nicht nebeneinander und können daher keine Brücke bilden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 and %2 are not the same colour, so they cannot be bridged</source>
        <translation>%1 und %2 haben nicht dieselbe Farbe und können daher keine Brücke bilden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is already bridged to %2; unbridge it first</source>
        <translation>%1 bildet bereits eine Brücke mit %2; lösen Sie sie zuerst</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bridge %1 and %2</source>
        <translation>Brücke zwischen %1 und %2 bilden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The %1 on %2 is not bridged</source>
        <translation>%1 auf %2 bildet keine Brücke</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unbridge %1 and %2</source>
        <translation>Brücke zwischen %1 und %2 lösen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set the quiet-ply counter</source>
        <translation>Zähler der ruhigen Halbzüge setzen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set the turn number</source>
        <translation>Zugnummer setzen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule system keeps nothing off the board</source>
        <translation>Dieses Regelwerk führt nichts außerhalb des Bretts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such reserve</source>
        <translation>Diese Reserve gibt es nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A reserve cannot be below 0</source>
        <translation>Eine Reserve kann nicht unter 0 liegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A reserve cannot be above 999</source>
        <translation>Eine Reserve kann nicht über 999 liegen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set a reserve</source>
        <translation>Reserve setzen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Clear the board</source>
        <translation>Brett leeren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This board&apos;s shape is not the same seen from the other side</source>
        <translation>Die Form dieses Bretts ist von der anderen Seite gesehen nicht dieselbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This board&apos;s shape is not the same reflected left to right</source>
        <translation>Die Form dieses Bretts ist links und rechts gespiegelt nicht dieselbe</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Swap sides</source>
        <translation>Seiten tauschen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mirror left to right</source>
        <translation>Links und rechts spiegeln</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste SFEN</source>
        <translation>SFEN einfügen</translation>
    </message>
</context>
<context>
    <name>PositionStatus</name>
    <message>
        <location filename="../app/workbench/positionstatus.cpp" line="+10"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Turn %1: %2 to move, in check</source>
        <translation>Zug %1: %2 am Zug, im Schach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1: %2 to move</source>
        <translation>Zug %1: %2 am Zug</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../app/workbench/preferencesdialog.cpp" line="+22"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board&apos;s preferred square size; it still grows and shrinks with the window.</source>
        <translation>Die bevorzugte Feldgröße des Bretts; es wächst und schrumpft weiterhin mit dem Fenster.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show files and ranks along the board</source>
        <translation>Linien und Reihen am Brettrand anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light up legal destinations and targets</source>
        <translation>Legale Zielfelder und Ziele hervorheben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the pieces of each turn to their squares</source>
        <translation>Die Steine jedes Zuges auf ihre Felder gleiten lassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At a fork, an arrow for each of the game&apos;s next turns</source>
        <translation>An einer Verzweigung ein Pfeil für jeden nächsten Zug der Partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+83"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>A new language takes effect at the next start.</source>
        <translation>Eine neue Sprache wird beim nächsten Start wirksam.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Square size:</source>
        <translation>Feldgröße:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coordinates:</source>
        <translation>Koordinaten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn input:</source>
        <translation>Zugeingabe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation:</source>
        <translation>Animation:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variations:</source>
        <translation>Varianten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System follows the desktop&apos;s colours: dark when the desktop&apos;s palette is dark or GTK_THEME names a dark theme.</source>
        <translation>System folgt den Farben des Desktops: dunkel, wenn dessen Palette dunkel ist oder GTK_THEME ein dunkles Design nennt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ruleset default (airships)</source>
        <translation>Wie im Regelwerk (Luftschiffe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic draws the Shooters pieces as Staunton chessmen, easier to tell apart on small squares.</source>
        <translation>Klassisch zeichnet die Shooters-Figuren als Staunton-Figuren, auf kleinen Feldern leichter zu unterscheiden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Theme:</source>
        <translation>Design:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piece set:</source>
        <translation>Figurensatz:</translation>
    </message>
</context>
<context>
    <name>PresentationMode</name>
    <message>
        <location filename="../app/workbench/presentationmode.cpp" line="+16"/>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the board and the comments full screen, for teaching; Esc leaves</source>
        <translation>Brett und Kommentare im Vollbild zeigen, für den Unterricht; Esc beendet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Leave Presentation</source>
        <translation>Präsentation beenden</translation>
    </message>
</context>
<context>
    <name>PresentationView</name>
    <message>
        <location filename="../views/presentationview.cpp" line="+69"/>
        <source>← → turns    Home End    Esc leaves</source>
        <translation>← → Züge    Home End    Esc beendet</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Start position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Continuations:</source>
        <translation>Fortsetzungen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>→ plays the first, then ↑ ↓ choose another</source>
        <translation>→ spielt die erste, dann wählen ↑ ↓ eine andere</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Continuation %1 of %2:</source>
        <translation>Fortsetzung %1 von %2:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>↑ ↓ choose another</source>
        <translation>↑ ↓ wählen eine andere</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>RankChart</name>
    <message>
        <location filename="../views/rankchart.cpp" line="+28"/>
        <source>The total rank of each side over the line; click a ply to go there</source>
        <translation>Der Gesamtrang jeder Seite im Verlauf der Linie; klicken Sie auf einen Halbzug, um dorthin zu gehen</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>monarch fell</source>
        <translation>Monarch gefallen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ply %1: White %2, Black %3</source>
        <translation>Halbzug %1: Weiß %2, Schwarz %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>White lost a monarch</source>
        <translation>Weiß hat einen Monarchen verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black lost a monarch</source>
        <translation>Schwarz hat einen Monarchen verloren</translation>
    </message>
</context>
<context>
    <name>RankInspector</name>
    <message>
        <location filename="../views/rankinspector.cpp" line="+71"/>
        <source>Both sides</source>
        <translation>Beide Seiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Show:</source>
        <translation>Anzei&amp;gen:</translation>
    </message>
</context>
<context>
    <name>RankModel</name>
    <message>
        <location filename="../model/document/rankmodel.cpp" line="+67"/>
        <source>%1 %2 (rank %3)</source>
        <translation>%1 %2 (Rang %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, shoot and replace</source>
        <translation>%1, schießen und ersetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 via %2</source>
        <translation>%1 über %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in series to %2</source>
        <translation>%1 in Serie nach %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 with its pair via %2</source>
        <translation>%1 als Paar über %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rotating around %2</source>
        <translation>%1, Drehung um %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 as a bomber</source>
        <translation>%1 als Bomber</translation>
    </message>
    <message>
        <location line="+152"/>
        <location line="+90"/>
        <location line="+3"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+90"/>
        <location line="+3"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>The rank changed in the last turn: %1 → %2</source>
        <translation>Der Rang hat sich im letzten Zug geändert: %1 → %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rank did not change in the last turn</source>
        <translation>Der Rang hat sich im letzten Zug nicht geändert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rank at the start of the game: %1, now %2</source>
        <translation>Rang zu Beginn der Partie: %1, jetzt %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not bridged</source>
        <translation>Keine Brücke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bridged with the shooter on %1: the pair shoots and is shot with rank %2</source>
        <translation>Brücke mit dem Schützen auf %1: Das Paar schießt und wird beschossen, jeweils mit Rang %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No enemy piece could take the %1</source>
        <translation>Keine gegnerische Figur könnte %1 schlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could be taken by: %1</source>
        <translation>Könnte geschlagen werden von: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No enemy shooter could shoot the %1 down</source>
        <translation>Kein gegnerischer Schütze könnte diesen Schützen (%1) abschießen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could be shot down by: %1</source>
        <translation>Könnte abgeschossen werden von: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One enemy piece reaches it with a weak or plain class (M8)</source>
        <translation>Eine gegnerische Figur erreicht sie mit schwacher oder gewöhnlicher Klasse (M8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only pieces of its own type reach it: a double capture (M11)</source>
        <translation>Nur Figuren ihres eigenen Typs erreichen sie: ein Doppelschlag (M11)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No enemy piece reaches it</source>
        <translation>Keine gegnerische Figur erreicht sie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2 on %3</source>
        <translation>%1 %2 auf %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2 on %3, rank %4 (base %5)</source>
        <translation>%1: %2 auf %3, Rang %4 (Grundrang %5)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shooter</source>
        <translation>Schütze</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Piece</source>
        <translation>Figur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Base</source>
        <translation>Grundrang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Δ turn</source>
        <translation>Δ Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Δ start</source>
        <translation>Δ Anfang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Threats</source>
        <translation>Bedrohungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defence</source>
        <translation>Abwehr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs</source>
        <translation>Braucht</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The type&apos;s base rank (S2)</source>
        <translation>Der Grundrang des Typs (S2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The current rank: red below the base rank, green above it</source>
        <translation>Der aktuelle Rang: rot unter dem Grundrang, grün darüber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change of rank in the last turn (highlighted when it changed)</source>
        <translation>Rangänderung im letzten Zug (hervorgehoben, wenn sich der Rang geändert hat)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change of rank since the start of the game</source>
        <translation>Rangänderung seit Beginn der Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The square of its bridge partner</source>
        <translation>Das Feld seines Brückenpartners</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many enemy shooters could shoot it down on their next turn</source>
        <translation>Wie viele gegnerische Schützen ihn im nächsten Zug abschießen könnten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many enemy pieces could take it on their next turn</source>
        <translation>Wie viele gegnerische Figuren sie im nächsten Zug schlagen könnten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its defence type: O orthogonal, D diagonal, J jumping, S short (M2)</source>
        <translation>Ihr Abwehrtyp: O orthogonal, D diagonal, J springend, S kurz (M2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The weapons it holds: its own, then those it took (M3, M10)</source>
        <translation>Die Waffen, die sie hält: ihre eigenen, dann die erbeuteten (M3, M10)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enemy attackers needed to take it now: 1, or 2 for a double capture (M11)</source>
        <translation>Gegnerische Angreifer, die jetzt zum Schlagen nötig sind: 1, oder 2 für einen Doppelschlag (M11)</translation>
    </message>
</context>
<context>
    <name>RanksPanel</name>
    <message>
        <location filename="../app/workbench/rankspanel.cpp" line="+18"/>
        <location line="+43"/>
        <source>Ranks</source>
        <translation>Ränge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pieces</source>
        <translation>Figuren</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <location filename="../app/workbench/recentfiles.cpp" line="+9"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear List</source>
        <translation>&amp;Liste leeren</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <location filename="../model/document/recoverystore.cpp" line="+65"/>
        <source>cannot create the recovery folder %1</source>
        <translation>der Wiederherstellungsordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../model/document/recoveryformat.cpp" line="+49"/>
        <source>&apos;%1&apos; is not text</source>
        <translation>„%1“ ist kein Text</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;%1&apos; is not a whole number from %2</source>
        <translation>„%1“ ist keine ganze Zahl ab %2</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>format %1 is not known (this version reads %2)</source>
        <translation>Format %1 ist unbekannt (diese Version liest %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no &apos;format&apos;</source>
        <translation>kein „format“</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>&apos;%1&apos; is not a list</source>
        <translation>„%1“ ist keine Liste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; holds something that is not a row number</source>
        <translation>„%1“ enthält etwas, das keine Zeilennummer ist</translation>
    </message>
</context>
<context>
    <name>ReservesModel</name>
    <message>
        <location filename="../model/document/reservesmodel.cpp" line="+104"/>
        <source>%1 on %2 (+%3)</source>
        <translation>%1 auf %2 (+%3)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A shot into the ammunition (costs %1)</source>
        <translation>Ein Schuss in die Munition (kostet %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ammunition with one shot on %1 (costs %2)</source>
        <translation>Munition mit einem Schuss auf %1 (kostet %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2 (costs %3)</source>
        <translation>%1 auf %2 (kostet %3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 from the pool on %2</source>
        <translation>%1 aus der Reserve auf %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Archer on %1</source>
        <translation>Bogenschütze auf %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Archers on %1</source>
        <translation>Bogenschützen auf %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>after %1 losses, now %2</source>
        <translation>nach %1 Verlusten, jetzt %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archers: %1</source>
        <translation>Bogenschützen: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Queen of Hearts: one %1 for Black&apos;s pool</source>
        <translation>Herzdame: +1 %1 in die Reserve von Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Hearts: one %1 for White&apos;s pool</source>
        <translation>Herzdame: +1 %1 in die Reserve von Weiß</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ace of Spades, strike: %1 and %2 are cleared</source>
        <translation>Pik-Ass, Schlag: %1 und %2 werden geräumt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ace of Spades, isolation: every isolated piece is removed</source>
        <translation>Pik-Ass, Isolation: jede isolierte Figur wird entfernt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Joker: every crater is repaired</source>
        <translation>Joker: alle Krater werden repariert</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>costs %1, credit %2</source>
        <translation>kostet %1, Guthaben %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the ammunition is full</source>
        <translation>die Munition ist voll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no free square on the base line</source>
        <translation>kein freies Feld auf der Grundreihe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the king would stay in check</source>
        <translation>der König bliebe im Schach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot</source>
        <translation>Schuss</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ReservesPanel</name>
    <message>
        <location filename="../app/workbench/reservespanel.cpp" line="+15"/>
        <source>Reserves</source>
        <translation>Reserven</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Fortune of &amp;War…</source>
        <translation>&amp;Kriegsglück…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw or choose the fortune of war that is due (K24)</source>
        <translation>Das fällige Kriegsglück ziehen oder wählen (K24)</translation>
    </message>
</context>
<context>
    <name>ReservesView</name>
    <message>
        <location filename="../views/reservesview.cpp" line="+30"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reserve turns</source>
        <translation>Reservezüge</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Withdraw</source>
        <translation>A&amp;bziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Buy</source>
        <translation>&amp;Kaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Place</source>
        <translation>&amp;Einsetzen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fortune of war</source>
        <translation>Kriegsglück</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fortune of War…</source>
        <translation>Kriegsglück…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Credit:</source>
        <translation>Guthaben:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Losses:</source>
        <translation>Verluste:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pool:</source>
        <translation>Reserve:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Due now: draw a card before any other turn (K24).</source>
        <translation>Jetzt fällig: vor jedem anderen Zug eine Karte ziehen (K24).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comes at move %1.</source>
        <translation>Kommt in Zug %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None left in this game.</source>
        <translation>In dieser Partie keines mehr.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The fortune of war comes first</source>
        <translation>Das Kriegsglück kommt zuerst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to choose</source>
        <translation>Nichts zu wählen</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../views/rulespage.cpp" line="+78"/>
        <source>in any of the 8 directions</source>
        <translation>in alle 8 Richtungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>orthogonally (along a rank or a file)</source>
        <translation>orthogonal (entlang einer Reihe oder Linie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diagonally</source>
        <translation>diagonal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>straight forward or back</source>
        <translation>gerade vorwärts oder rückwärts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>forward or back</source>
        <translation>vorwärts oder rückwärts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>straight forward</source>
        <translation>gerade vorwärts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diagonally forward</source>
        <translation>diagonal vorwärts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>north-east</source>
        <translation>Nordosten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>south-east</source>
        <translation>Südosten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>south-west</source>
        <translation>Südwesten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>north-west</source>
        <translation>Nordwesten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>towards %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>any distance</source>
        <translation>beliebig weit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 square</source>
        <translation>1 Feld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>up to %1 squares</source>
        <translation>bis zu %1 Felder</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rules of %1</source>
        <translation>Regeln von %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1×%2 board, %3 piece types; </source>
        <translation>%1×%2-Brett, %3 Figurenarten; </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pieces take by shooting.</source>
        <translation>die Figuren schlagen durch Schießen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pieces take by moving onto their target.</source>
        <translation>die Figuren schlagen, indem sie auf ihr Ziel ziehen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Moves one square %1.</source>
        <translation>Zieht ein Feld %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moves %1 %2; every square it passes must be empty.</source>
        <translation>Zieht %1 %2; jedes überquerte Feld muss leer sein.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Leaps in an L (%1 squares), over any piece in between.</source>
        <translation>Springt im L (%1 Felder), über jede Figur dazwischen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The leap goes along a route through a corner: the two squares of the long leg, then the short one, or the other way round; at least one route must hold no enemy piece, and a series names its route.</source>
        <translation>Der Sprung folgt einem Weg über eine Ecke: erst die zwei Felder des langen Schenkels, dann das kurze, oder umgekehrt; mindestens ein Weg muss frei von gegnerischen Figuren sein, und ein Serienschuss nennt seinen Weg.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>From its starting rank it may move two squares at once, if both are empty.</source>
        <translation>Von seiner Ausgangsreihe darf er zwei Felder auf einmal ziehen, wenn beide leer sind.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Takes by moving one square %1 onto an enemy piece; it never takes the way it moves.</source>
        <translation>Schlägt, indem er ein Feld %1 auf eine gegnerische Figur zieht; er schlägt nie in Zugrichtung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Takes an enemy piece by moving onto its square, along its moves.</source>
        <translation>Schlägt eine gegnerische Figur, indem sie auf deren Feld zieht, wie sie zieht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>En passant: right after an enemy pawn&apos;s two-square step past it, it may take that pawn as if it had moved one square.</source>
        <translation>En passant: direkt nachdem ein gegnerischer Bauer mit einem Doppelschritt an ihm vorbeigezogen ist, darf er diesen Bauern schlagen, als wäre er nur ein Feld gezogen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Never takes by moving. Instead of moving it shoots %1, %2: it stays where it is and removes the first piece on the line, if that piece is an enemy.</source>
        <translation>Schlägt nie durch Ziehen. Statt zu ziehen, schießt sie %1, %2: Sie bleibt stehen und entfernt die erste Figur auf der Linie, wenn es eine gegnerische ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shoots %1, %2, standing or after a move.</source>
        <translation>Schießt %1, %2, im Stand oder nach einem Zug.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shoots %1: %2 standing; after a move, %3 in the direction it moved and %4 in any other.</source>
        <translation>Schießt %1: %2 im Stand; nach einem Zug %3 in Zugrichtung und %4 in jede andere.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It cannot shoot in series.</source>
        <translation>Sie kann nicht in Serie schießen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In series it shoots every enemy on its path, nearest first.</source>
        <translation>In Serie schießt sie jeden Gegner auf ihrem Weg, den nächsten zuerst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In series it shoots one enemy piece on its path.</source>
        <translation>In Serie schießt sie eine gegnerische Figur auf ihrem Weg.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In series it shoots up to %1 enemy pieces on its path, nearest first.</source>
        <translation>In Serie schießt sie bis zu %1 gegnerische Figuren auf ihrem Weg, die nächste zuerst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The square a series ends on must be empty.</source>
        <translation>Das Feld, auf dem eine Serie endet, muss leer sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It may shoot and replace: when its target is shot down, it moves onto that square.</source>
        <translation>Sie darf schießen und ersetzen: wird ihr Ziel abgeschossen, zieht sie auf dessen Feld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It may not shoot and replace.</source>
        <translation>Sie darf nicht schießen und ersetzen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the last rank it becomes a %1 of its colour (the player chooses).</source>
        <translation>Auf der letzten Reihe wird er nach Wahl des Spielers zu %1 seiner Farbe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starts with rank %1, at most %2.</source>
        <translation>Beginnt mit Rang %1, höchstens %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bridge range %1.</source>
        <translation>Brückenreichweite %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is a monarch: a side that has lost both monarchs has lost the game.</source>
        <translation>Sie ist ein Monarch: eine Seite, die beide Monarchen verloren hat, hat die Partie verloren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is the royal piece: it must never be left in check.</source>
        <translation>Er ist die königliche Figur: er darf nie im Schach stehen bleiben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bomber: instead of anything else it may explode, leaving the board and shooting every piece on the 8 squares around it with its rank.</source>
        <translation>Bomber: statt allem anderen darf er explodieren, verlässt das Brett und beschießt jede Figur auf den 8 Feldern um ihn mit seinem Rang.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It may castle with a rook (see Special moves).</source>
        <translation>Er darf mit einem Turm rochieren (siehe Special moves).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On its way it may pass over one piece of its own (B9).</source>
        <translation>Unterwegs darf sie eine eigene Figur überspringen (B9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Armour: pieces of the letters %1 cannot take it (B11).</source>
        <translation>Panzerung: Figuren der Buchstaben %1 können sie nicht schlagen (B11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reaching its last rank it leaves the board, and its player removes one enemy piece of their choice, never the royal piece (B17).</source>
        <translation>Erreicht sie ihre letzte Reihe, verlässt sie das Brett, und ihr Spieler entfernt eine gegnerische Figur seiner Wahl, nie die königliche Figur (B17).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It may receive an unload but never be unloaded.</source>
        <translation>Sie darf ein Entladen empfangen, aber nie entladen werden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The pieces</source>
        <translation>Die Figuren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Beside each piece, its board: dots where it moves from the middle, rings where it takes a lone enemy piece.</source>
        <translation>Neben jeder Figur ihr Brett: Punkte, wohin sie von der Mitte aus zieht, Ringe, wo sie eine einzelne gegnerische Figur schlägt.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../app/workbench/shortcuts.cpp" line="+61"/>
        <source>%1 is already the shortcut of “%2”</source>
        <translation>%1 ist bereits das Tastenkürzel von „%2“</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../app/workbench/shortcutsdialog.cpp" line="+46"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find an action or a key</source>
        <translation>Einen Befehl oder eine Taste suchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
</context>
<context>
    <name>ShortcutsPage</name>
    <message>
        <location filename="../app/workbench/shortcutspage.cpp" line="+33"/>
        <source>Filter by action or key</source>
        <translation>Nach Aktion oder Taste filtern</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shortcut</source>
        <translation>Kürzel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Press the new key combination</source>
        <translation>Die neue Tastenkombination drücken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset to &amp;Default</source>
        <translation>&amp;Standard wiederherstellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset &amp;All</source>
        <translation>&amp;Alle zurücksetzen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shortcut:</source>
        <translation>Kürzel:</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1 is already the shortcut of “%2”</source>
        <translation>%1 ist bereits das Tastenkürzel von „%2“</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is already the shortcut of “%2”; choose another or change that one first</source>
        <translation>%1 ist bereits das Tastenkürzel von „%2“; ein anderes wählen oder zuerst jenes ändern</translation>
    </message>
</context>
<context>
    <name>Sparring</name>
    <message>
        <location filename="../model/document/sparring.cpp" line="+23"/>
        <source>The engine failed: %1</source>
        <translation>Die Engine ist ausgefallen: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play White</source>
        <translation>Sie spielen Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You play Black</source>
        <translation>Sie spielen Schwarz</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 against the engine: looking back (the engine&apos;s turn here)</source>
        <translation>%1 gegen die Engine: Rückblick (hier ist die Engine am Zug)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 against the engine: your turn</source>
        <translation>%1 gegen die Engine: Sie sind am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 against the engine: the engine is thinking…</source>
        <translation>%1 gegen die Engine: die Engine denkt…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 against the engine: you resigned</source>
        <translation>%1 gegen die Engine: Sie haben aufgegeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 against the engine: %2</source>
        <translation>%1 gegen die Engine: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 against the engine: over</source>
        <translation>%1 gegen die Engine: beendet</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>The engine played a turn that is not legal here: %1</source>
        <translation>Die Engine hat einen hier nicht legalen Zug gespielt: %1</translation>
    </message>
</context>
<context>
    <name>SparringDialog</name>
    <message>
        <location filename="../app/workbench/sparringdialog.cpp" line="+15"/>
        <source>Play against the Engine</source>
        <translation>Gegen die Engine spielen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Depth:</source>
        <translation>&amp;Tiefe:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T&amp;ime per turn:</source>
        <translation>&amp;Zeit pro Zug:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> plies</source>
        <translation> Halbzüge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many turns ahead the engine looks: 1 is very weak, 8 is strong</source>
        <translation>Wie viele Züge die Engine vorausschaut: 1 ist sehr schwach, 8 ist stark</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play:</source>
        <translation>Sie spielen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine strength:</source>
        <translation>Spielstärke der Engine:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
</context>
<context>
    <name>StripMenu</name>
    <message>
        <location filename="../app/workbench/stripmenu.cpp" line="+39"/>
        <source>&amp;Strip</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the comments, the variations or another kind of annotation out of the whole game</source>
        <translation>Die Kommentare, die Varianten oder eine andere Art von Anmerkung aus der ganzen Partie entfernen</translation>
    </message>
    <message numerus="yes">
        <location line="-22"/>
        <source>%n comment(s) taken out of the game</source>
        <translation>
            <numerusform>%n Kommentar aus der Partie entfernt</numerusform>
            <numerusform>%n Kommentare aus der Partie entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n variation(s) taken out of the game</source>
        <translation>
            <numerusform>%n Variante aus der Partie entfernt</numerusform>
            <numerusform>%n Varianten aus der Partie entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n glyph(s) taken out of the game</source>
        <translation>
            <numerusform>%n Glyphe aus der Partie entfernt</numerusform>
            <numerusform>%n Glyphen aus der Partie entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n arrow(s) and circle(s) taken out of the game</source>
        <translation>
            <numerusform>%n Pfeil oder Kreis aus der Partie entfernt</numerusform>
            <numerusform>%n Pfeile und Kreise aus der Partie entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n evaluation(s) taken out of the game</source>
        <translation>
            <numerusform>%n Bewertung aus der Partie entfernt</numerusform>
            <numerusform>%n Bewertungen aus der Partie entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n clock time(s) taken out of the game</source>
        <translation>
            <numerusform>%n Uhrzeit aus der Partie entfernt</numerusform>
            <numerusform>%n Uhrzeiten aus der Partie entfernt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+12"/>
        <source>%1 (Undo reverses this)</source>
        <translation>%1 (mit Rückgängig zurückzuholen)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Start the game from the position on the board, keeping what follows</source>
        <translation>Die Partie mit der Stellung auf dem Brett beginnen lassen und behalten, was folgt</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) taken out: the game starts from this position</source>
        <translation>
            <numerusform>%n Zug entfernt: die Partie beginnt mit dieser Stellung</numerusform>
            <numerusform>%n Züge entfernt: die Partie beginnt mit dieser Stellung</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>All Turns &amp;Before This One (%1)</source>
        <translation>Alle Züge &amp;davor (%1)</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>All &amp;Comments (%1)</source>
        <translation>Alle &amp;Kommentare (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All &amp;Variations (%1)</source>
        <translation>Alle &amp;Varianten (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All &amp;Glyphs (%1)</source>
        <translation>Alle &amp;Glyphen (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All &amp;Arrows and Circles (%1)</source>
        <translation>Alle &amp;Pfeile und Kreise (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All &amp;Evaluations (%1)</source>
        <translation>Alle &amp;Bewertungen (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All C&amp;lock Times (%1)</source>
        <translation>Alle &amp;Uhrzeiten (%1)</translation>
    </message>
</context>
<context>
    <name>TrainingMode</name>
    <message>
        <location filename="../app/workbench/trainingmode.cpp" line="+17"/>
        <source>&amp;Training Mode</source>
        <translation>Trainings&amp;modus</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ctrl+Shift+T</source>
        <translation>Ctrl+Shift+T</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Hide the game&apos;s turns after this one and play them yourself: a puzzle&apos;s solution, a master game&apos;s turns</source>
        <translation>Die Züge der Partie nach diesem verbergen und selbst spielen: die Lösung einer Aufgabe, die Züge einer Meisterpartie</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Training: play the game&apos;s next turn on the board; → shows it</source>
        <translation>Training: den nächsten Zug der Partie auf dem Brett spielen; → zeigt ihn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training mode is off: every turn shows</source>
        <translation>Trainingsmodus aus: alle Züge sind zu sehen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Training mode waits until the game against the engine is stopped</source>
        <translation>Der Trainingsmodus wartet, bis die Partie gegen die Engine beendet ist</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>✓ The game&apos;s turn: %1</source>
        <translation>✓ Der Zug der Partie: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✗ Not the game&apos;s turn: try again, or → to see it</source>
        <translation>✗ Nicht der Zug der Partie: noch einmal versuchen, oder → zeigt ihn</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✓ Solved: the game&apos;s line ends here</source>
        <translation>✓ Gelöst: die Partie endet hier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Beyond the end of the game&apos;s line</source>
        <translation>Nach dem Ende der Partie</translation>
    </message>
</context>
<context>
    <name>TurnBox</name>
    <message>
        <location filename="../views/turnbox.cpp" line="+20"/>
        <source>Type a turn and press Enter</source>
        <translation>Einen Zug eingeben und Enter drücken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A turn in the game&apos;s notation; the suggestions are the legal turns. Escape goes back to the board.</source>
        <translation>Ein Zug in der Notation der Partie; die Vorschläge sind die legalen Züge. Escape kehrt zum Brett zurück.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Turn:</source>
        <translation>&amp;Zug:</translation>
    </message>
</context>
<context>
    <name>TurnCompletion</name>
    <message>
        <location filename="../model/document/turncompletion.cpp" line="+41"/>
        <source>Type a turn, such as one of the suggestions</source>
        <translation>Einen Zug eingeben, etwa einen der Vorschläge</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;%1&apos;, column %2: %3</source>
        <translation>„%1“, Spalte %2: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos;: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;%1&apos;: a null move cannot stand here: the side to move is in check or has no turn to pass</source>
        <translation>„%1“: ein Nullzug ist hier nicht möglich: die Seite am Zug steht im Schach oder hat keinen Zug, den sie auslassen könnte</translation>
    </message>
</context>
<context>
    <name>TurnInput</name>
    <message>
        <location filename="../model/document/turnpreview.cpp" line="+27"/>
        <source>the %1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>White %1 on %2</source>
        <translation>%1 (Weiß) auf %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black %1 on %2</source>
        <translation>%1 (Schwarz) auf %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, rank %2</source>
        <translation>%1, Rang %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: no legal turn</source>
        <translation>%1: kein legaler Zug</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>1 move</source>
        <translation>1 Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 moves</source>
        <translation>%1 Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 capture</source>
        <translation>1 Schlagzug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 captures</source>
        <translation>%1 Schlagzüge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 shot</source>
        <translation>1 Schuss</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 shots</source>
        <translation>%1 Schüsse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 other turn</source>
        <translation>1 anderer Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 other turns</source>
        <translation>%1 andere Züge</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Move</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shoot</source>
        <translation>Schießen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move and shoot</source>
        <translation>Ziehen und schießen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shoot in series</source>
        <translation>Serienschuss</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shoot and replace</source>
        <translation>Schießen und ersetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unload</source>
        <translation>Entladen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unbridge</source>
        <translation>Brücke lösen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the pair</source>
        <translation>Paar ziehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rotate the pair</source>
        <translation>Paar drehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bomber</source>
        <translation>Bomber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture</source>
        <translation>Schlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Castle</source>
        <translation>Rochieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>En passant</source>
        <translation>En passant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Promote</source>
        <translation>Umwandeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Volley</source>
        <translation>Salve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double capture</source>
        <translation>Doppelschlag</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Breakthrough</source>
        <translation>Durchbruch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fire</source>
        <translation>Feuern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Frontal attack</source>
        <translation>Frontalangriff</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Withdraw</source>
        <translation>Abziehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place</source>
        <translation>Einsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fortune of war</source>
        <translation>Kriegsglück</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the %1 goes from %2 to %3</source>
        <translation>%1 zieht von %2 nach %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 goes to %2 and shoots at %3</source>
        <translation>%1 zieht nach %2 und schießt auf %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the %1 on %2 shoots at %3</source>
        <translation>%1 auf %2 schießt auf %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 moves there</source>
        <translation>%1 zieht dorthin</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+97"/>
        <source>the %1 stays on %2</source>
        <translation>%1 bleibt auf %2</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>the %1 shoots its way to %2 by %3</source>
        <translation>%1 schießt sich über %3 den Weg nach %2 frei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 shoots its way to %2</source>
        <translation>%1 schießt sich den Weg nach %2 frei</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 on %2 is sacrificed to %3</source>
        <translation>%1 auf %2 wird für %3 geopfert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 become a pair</source>
        <translation>%1 und %2 werden ein Paar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 and %2 separate</source>
        <translation>%1 und %2 trennen sich</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the pair on %1 and %2 moves to %3 and %4</source>
        <translation>das Paar auf %1 und %2 zieht nach %3 und %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, then the %1 shoots at %2</source>
        <translation>, dann schießt %1 auf %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 circles clockwise around %2 to %3</source>
        <translation>%1 kreist im Uhrzeigersinn um %2 nach %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 circles anticlockwise around %2 to %3</source>
        <translation>%1 kreist gegen den Uhrzeigersinn um %2 nach %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 on %2 explodes</source>
        <translation>%1 auf %2 explodiert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 on %2 takes on %3</source>
        <translation>%1 auf %2 schlägt auf %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 on %2 fires a volley</source>
        <translation>%1 auf %2 feuert eine Salve</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 on %2 takes on %3 with a helper</source>
        <translation>%1 auf %2 schlägt auf %3 mit einem Helfer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 on %2 takes en passant on %3</source>
        <translation>%1 auf %2 schlägt en passant auf %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the %1 castles to %2 with %3</source>
        <translation>der %1 rochiert nach %2 mit %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 goes to %2 and becomes a %3</source>
        <translation>%1 zieht nach %2 und wird zu %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the %1 breaks through on %2 and %3 is removed</source>
        <translation>%1 bricht auf %2 durch und %3 wird entfernt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 breaks through on %2</source>
        <translation>%1 bricht auf %2 durch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 on %2 fires at %3</source>
        <translation>%1 auf %2 feuert auf %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 on %2 leads a frontal attack to %3</source>
        <translation>%1 auf %2 führt einen Frontalangriff bis %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 on %2 is withdrawn</source>
        <translation>%1 auf %2 wird abgezogen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 falls</source>
        <translation>%1 fällt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 survives, rank %2 → %3</source>
        <translation>%1 überlebt, Rang %2 → %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rises to rank %2</source>
        <translation>%1 steigt auf Rang %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 stops on %2</source>
        <translation>%1 hält auf %2</translation>
    </message>
    <message>
        <location line="-190"/>
        <location line="+194"/>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2; %3</source>
        <translation>%1: %2; %3</translation>
    </message>
    <message>
        <location filename="../model/document/turninput.cpp" line="+251"/>
        <source>A breakthrough never removes the %1: name another piece (B17)</source>
        <translation>Ein Durchbruch entfernt nie diese Figur (%1): Wählen Sie eine andere (B17)</translation>
    </message>
</context>
<context>
    <name>WizardPanel</name>
    <message>
        <location filename="../app/workbench/wizardpanel.cpp" line="+15"/>
        <source>Declare a Turn</source>
        <translation>Zug ansagen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Declare a &amp;Turn…</source>
        <translation>Zu&amp;g ansagen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+Shift+D</source>
        <translation>Ctrl+Shift+D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare a turn step by step, with every answer explained</source>
        <translation>Einen Zug Schritt für Schritt ansagen, jede Antwort erklärt</translation>
    </message>
</context>
<context>
    <name>WizardView</name>
    <message>
        <location filename="../views/wizardview.cpp" line="+83"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the previous question (Backspace, Alt+Left)</source>
        <translation>Zurück zur vorigen Frage (Backspace, Alt+Left)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start again from the shooter (Esc)</source>
        <translation>Wieder beim Schützen beginnen (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the chosen answer (Alt+N, or Enter in the list)</source>
        <translation>Die gewählte Antwort übernehmen (Alt+W oder Enter in der Liste)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Declare</source>
        <translation>A&amp;nsagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play this turn (Alt+D, or Ctrl+Enter)</source>
        <translation>Diesen Zug spielen (Alt+N oder Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Shooter</source>
        <translation>Schütze</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing is shot.</source>
        <translation>Es wird nichts beschossen.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Step %1 of %2: %3</source>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>So far: %1</source>
        <translation>Bisher: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check the turn, then declare it.</source>
        <translation>Prüfen Sie den Zug und sagen Sie ihn dann an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose below, or click a framed square on the board.</source>
        <translation>Wählen Sie unten aus oder klicken Sie auf ein umrandetes Feld auf dem Brett.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose below.</source>
        <translation>Wählen Sie unten aus.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 on %2 leaves the board.</source>
        <translation>%1 auf %2 verlässt das Brett.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 stays on %2.</source>
        <translation>%1 bleibt auf %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 stops on %2: a survivor blocks the way to %3.</source>
        <translation>%1 hält auf %2: Ein Überlebender versperrt den Weg nach %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ends on %2.</source>
        <translation>%1 endet auf %2.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The pair ends on %1 and %2.</source>
        <translation>Das Paar endet auf %1 und %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 → —</source>
        <translation>%1 → —</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>falls</source>
        <translation>fällt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>survives</source>
        <translation>überlebt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gains rank</source>
        <translation>steigt im Rang</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Check: the opponent&apos;s royal monarch can be shot down.</source>
        <translation>Schach: Der königliche Monarch des Gegners kann abgeschossen werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game ends: %1.</source>
        <translation>Die Partie endet: %1.</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <location filename="../model/document/workspace.cpp" line="+70"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>it is open in the workbench, and Save writes its whole list: choose another file</source>
        <translation>sie ist in der Werkbank geöffnet, und Speichern schreibt ihre ganze Liste: wählen Sie eine andere Datei</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/workbench/main.cpp" line="+50"/>
        <source>Analyse and edit games of Shooters Chess.</source>
        <translation>Partien in Shooters Chess analysieren und bearbeiten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PGN or SFEN files to open, a tab each.</source>
        <translation>Zu öffnende PGN- oder SFEN-Dateien, jede in einem Tab.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the position after this turn of the main line (of the last file).</source>
        <translation>Die Stellung nach diesem Zug der Hauptvariante zeigen (der letzten Datei).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>n</source>
        <translation>n</translation>
    </message>
</context>
<context>
    <name>sc::Notation</name>
    <message>
        <location filename="../model/core/notation_explain.cpp" line="+101"/>
        <source>along ranks and files</source>
        <translation>entlang Reihen und Linien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diagonally</source>
        <translation>diagonal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the eight directions</source>
        <translation>in die acht Richtungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in its own directions</source>
        <translation>in seine eigenen Richtungen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 holds White&apos;s own %2: friendly shooters are not targets (S5)</source>
        <translation>auf %1 steht eine eigene Figur von Weiß (%2): eigene Schützen sind keine Ziele (S5)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 holds Black&apos;s own %2: friendly shooters are not targets (S5)</source>
        <translation>auf %1 steht eine eigene Figur von Schwarz (%2): eigene Schützen sind keine Ziele (S5)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 holds White&apos;s own %2 (S12)</source>
        <translation>auf %1 steht eine eigene Figur von Weiß (%2) (S12)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds Black&apos;s own %2 (S12)</source>
        <translation>auf %1 steht eine eigene Figur von Schwarz (%2) (S12)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is in the way</source>
        <translation>%1 steht im Weg</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 shoots only %2, not from %3 to %4</source>
        <translation>%1 schießt nur %2, nicht von %3 nach %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the way to %1 leaves the board</source>
        <translation>der Weg nach %1 verlässt das Brett</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>there is nothing to shoot on %1</source>
        <translation>auf %1 gibt es nichts zu beschießen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is %2 squares away, %3 range is %4</source>
        <translation>%1 ist %2 Felder entfernt, die Reichweite %3 beträgt %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is %2 squares away, %3 range is %4 along its move (%5)</source>
        <translation>%1 ist %2 Felder entfernt, die Reichweite %3 beträgt %4 entlang ihres Zuges (%5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is %2 squares away, %3 range is %4 across its move (%5)</source>
        <translation>%1 ist %2 Felder entfernt, die Reichweite %3 beträgt %4 quer zu ihrem Zug (%5)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 cannot move to %2</source>
        <translation>%1 kann nicht nach %2 ziehen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a shooter cannot move to its own square</source>
        <translation>ein Schütze kann nicht auf sein eigenes Feld ziehen</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 series names its corner (S6): %2</source>
        <translation>die Serie %1 nennt ihre Ecke (S6): %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not the corner of a route from %2 to %3 (S6)</source>
        <translation>%1 ist nicht die Ecke eines Weges von %2 nach %3 (S6)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 series names no corner: %2</source>
        <translation>die Serie %1 nennt keine Ecke: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 does not shoot in series in this rule system</source>
        <translation>%1 schießt in diesem Regelwerk nicht in Serie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 series must end on an empty square (S12)</source>
        <translation>die Serie %1 muss auf einem leeren Feld enden (S12)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>there is no enemy to shoot on the way to %1 (S12)</source>
        <translation>auf dem Weg nach %1 gibt es keinen Gegner zu beschießen (S12)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the way to %1 holds %2 enemies, %3 shoots at most %4 in series (S12)</source>
        <translation>der Weg nach %1 enthält %2 Gegner, %3 schießt höchstens %4 in Serie (S12)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is bridged and moves only with its pair (S15a)</source>
        <translation>%1 bildet eine Brücke und zieht nur mit seinem Paar (S15a)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be named: a breakthrough never removes a monarch (B17)</source>
        <translation>%1 kann nicht benannt werden: Ein Durchbruch entfernt nie einen Monarchen (B17)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 is not empty: %2 stands there</source>
        <translation>%1 ist nicht leer: dort steht %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not empty</source>
        <translation>%1 ist nicht leer</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 may not shoot and replace (%2)</source>
        <translation>%1 darf nicht schießen und ersetzen (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 cannot explode (%2)</source>
        <translation>%1 kann nicht explodieren (%2)</translation>
    </message>
    <message>
        <location filename="../model/core/notation_battle.cpp" line="+98"/>
        <location filename="../model/core/notation_explain.cpp" line="+20"/>
        <source>%1 is not on the board</source>
        <translation>%1 liegt nicht auf dem Brett</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no cannon of the side to move on %1</source>
        <translation>keine Kanone der Seite am Zug auf %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the cannon on %1 has no ammunition right behind it (K11)</source>
        <translation>die Kanone auf %1 hat keine Munition direkt hinter sich (K11)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a cannon fires 1 to %1 squares straight ahead (K11)</source>
        <translation>eine Kanone feuert 1 bis %1 Felder geradeaus (K11)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the landing square %1 is not empty (K11)</source>
        <translation>das Zielfeld %1 ist nicht leer (K11)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its blast would leave the own king in check (K26)</source>
        <translation>die Explosion ließe den eigenen König im Schach (K26)</translation>
    </message>
    <message>
        <location filename="../model/core/notation_explain.cpp" line="+7"/>
        <source>no shooter on %1</source>
        <translation>kein Schütze auf %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is White&apos;s, and Black is to move</source>
        <translation>%1 gehört Weiß, und Schwarz ist am Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is Black&apos;s, and White is to move</source>
        <translation>%1 gehört Schwarz, und Weiß ist am Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is White&apos;s, not Black&apos;s</source>
        <translation>%1 gehört Weiß, nicht Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is Black&apos;s, not White&apos;s</source>
        <translation>%1 gehört Schwarz, nicht Weiß</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../model/core/notation_parse.cpp" line="+310"/>
        <source>the shooter on %1 is %2 (%3), not %4</source>
        <translation>der Schütze auf %1 ist %2 (%3), nicht %4</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>it would leave White without a monarch (S19a)</source>
        <translation>Weiß stünde ohne Monarchen da (S19a)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it would leave Black without a monarch (S19a)</source>
        <translation>Schwarz stünde ohne Monarchen da (S19a)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it would leave White&apos;s royal monarch in check (S19)</source>
        <translation>der königliche Monarch von Weiß stünde im Schach (S19)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it would leave Black&apos;s royal monarch in check (S19)</source>
        <translation>der königliche Monarch von Schwarz stünde im Schach (S19)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../model/core/notation_parse.cpp" line="-31"/>
        <source>not a legal turn here</source>
        <translation>hier kein legaler Zug</translation>
    </message>
    <message>
        <location filename="../model/core/notation_explain_pairs.cpp" line="+33"/>
        <source>a pair moves in a straight line (S15a)</source>
        <translation>ein Paar zieht in gerader Linie (S15a)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the pair moves at most %1 square, the bridge range of its lower-ranked member (S15a)</source>
        <translation>das Paar zieht höchstens %1 Feld, die Brückenreichweite seines rangniedrigeren Mitglieds (S15a)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the pair moves at most %1 squares, the bridge range of its lower-ranked member (S15a)</source>
        <translation>das Paar zieht höchstens %1 Felder, die Brückenreichweite seines rangniedrigeren Mitglieds (S15a)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the pair would leave the board</source>
        <translation>das Paar würde das Brett verlassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is in the way of the pair (S15a)</source>
        <translation>%1 steht dem Paar im Weg (S15a)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 is not on the ring around the pivot %2 (S15a)</source>
        <translation>%1 liegt nicht auf dem Ring um den Drehpunkt %2 (S15a)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a rotation travels 2, 4 or 6 squares of the ring (D7)</source>
        <translation>eine Drehung durchläuft 2, 4 oder 6 Felder des Rings (D7)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>that is %1 squares of the ring, %2 bridge range is %3 (S15a)</source>
        <translation>das sind %1 Felder des Rings, die Brückenreichweite %2 beträgt %3 (S15a)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the rotation would leave the board</source>
        <translation>die Drehung würde das Brett verlassen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 blocks the rotation (S15a)</source>
        <translation>%1 blockiert die Drehung (S15a)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the ring holds %1 enemies, %2 shoots at most %3 in series (S12)</source>
        <translation>der Ring enthält %1 Gegner, %2 schießt höchstens %3 in Serie (S12)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 rotation must end on an empty square (S12)</source>
        <translation>die Drehung %1 muss auf einem leeren Feld enden (S12)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a shooter cannot unload onto itself</source>
        <translation>ein Schütze kann nicht auf sich selbst entladen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2 are not adjacent (S14)</source>
        <translation>%1 und %2 sind nicht benachbart (S14)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 and %2 are not side by side (S4)</source>
        <translation>%1 und %2 liegen nicht nebeneinander (S4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is already bridged (S15)</source>
        <translation>%1 bildet bereits eine Brücke (S15)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 and %2 are not a bridged pair</source>
        <translation>%1 und %2 sind kein durch eine Brücke verbundenes Paar</translation>
    </message>
    <message>
        <location filename="../model/core/notation_parse.cpp" line="-248"/>
        <location filename="../model/core/notation_san.cpp" line="+96"/>
        <source>expected a turn, found nothing</source>
        <translation>Zug erwartet, nichts gefunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a piece letter or a square</source>
        <translation>ein Figurenbuchstabe oder ein Feld</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected the new piece&apos;s letter after &apos;=&apos;</source>
        <translation>nach „=“ wird der Buchstabe der neuen Figur erwartet</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>expected &apos;ep&apos; (en passant)</source>
        <translation>„ep“ (en passant) erwartet</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>a square after &apos;^&apos;</source>
        <translation>ein Feld nach „^“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a shooter after &apos;=&apos;</source>
        <translation>ein Schütze nach „=“</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a shooter after &apos;|&apos;</source>
        <translation>ein Schütze nach „|“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a pivot shooter after &apos;~&apos;</source>
        <translation>ein Drehpunkt-Schütze nach „~“</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected &apos;&gt;&apos; (clockwise) or &apos;&lt;&apos; (anticlockwise) after the pivot</source>
        <translation>„&gt;“ (im Uhrzeigersinn) oder „&lt;“ (gegen den Uhrzeigersinn) nach dem Drehpunkt erwartet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected one of - @ &gt; x ^ = | ~ after %1</source>
        <translation>eines von - @ &gt; x ^ = | ~ nach %1 erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unexpected %1 after the turn</source>
        <translation>unerwartetes %1 nach dem Zug</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 is not a piece letter (%2)</source>
        <translation>%1 ist kein Figurenbuchstabe (%2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected %1, found %2</source>
        <translation>%1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected %1</source>
        <translation>%1 erwartet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a square, found %1</source>
        <translation>Feld erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a square</source>
        <translation>Feld erwartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a square after %1, found %2</source>
        <translation>Feld nach %1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a square after %1</source>
        <translation>Feld nach %1 erwartet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a rank number after the file %1, found %2</source>
        <translation>Reihennummer nach der Linie %1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a rank number after the file %1</source>
        <translation>Reihennummer nach der Linie %1 erwartet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>rank %1 is outside 1-16</source>
        <translation>Reihe %1 liegt außerhalb von 1-16</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>names %1 legal turns</source>
        <translation>bezeichnet %1 legale Züge</translation>
    </message>
    <message>
        <location filename="../model/core/notation_san.cpp" line="+6"/>
        <source>castling is not legal here</source>
        <translation>Rochade ist hier nicht legal</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+22"/>
        <source>expected a promotion letter, found %1</source>
        <translation>Umwandlungsbuchstabe erwartet, %1 gefunden</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>no legal move from %1 to %2</source>
        <translation>kein legaler Zug von %1 nach %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>expected a destination square (like e4) at the end</source>
        <translation>am Ende wird ein Zielfeld (wie e4) erwartet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a piece letter</source>
        <translation>%1 ist kein Figurenbuchstabe</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>unexpected %1 in the move</source>
        <translation>unerwartetes %1 im Zug</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>ambiguous: %1 legal moves match; name the file or rank</source>
        <translation>mehrdeutig: %1 legale Züge passen; Linie oder Reihe angeben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the pawn promotes here: add the piece it becomes (like %1)</source>
        <translation>der Bauer wird hier umgewandelt: die Figur angeben, zu der er wird (etwa %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no legal move matches</source>
        <translation>kein legaler Zug passt</translation>
    </message>
</context>
<context>
    <name>sc::Pgn</name>
    <message>
        <location filename="../model/core/pgnreader.cpp" line="+85"/>
        <source>unknown variant %1; known: %2</source>
        <translation>unbekannte Variante %1; bekannt: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the variant %1 names several rulesets; known: %2</source>
        <translation>die Variante %1 bezeichnet mehrere Regelwerke; bekannt: %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>in the tag %1: %2</source>
        <translation>im Tag %1: %2</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>SetUp is &quot;1&quot; but there is no FEN tag; the game starts from the ruleset&apos;s start position</source>
        <translation>SetUp ist „1“, aber es gibt kein FEN-Tag; die Partie beginnt in der Ausgangsstellung des Regelwerks</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the ruleset&apos;s start position cannot be read: column %1: %2</source>
        <translation>die Ausgangsstellung des Regelwerks ist nicht lesbar: Spalte %1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the FEN tag is not a valid SFEN: column %1: %2</source>
        <translation>das FEN-Tag ist kein gültiges SFEN: Spalte %1: %2</translation>
    </message>
    <message>
        <location filename="../model/core/pgnlexer.cpp" line="+83"/>
        <source>byte 0x00 (NUL)</source>
        <translation>Byte 0x00 (NUL)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid UTF-8 byte %1</source>
        <translation>ungültiges UTF-8-Byte %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>control byte %1</source>
        <translation>Steuerbyte %1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1 replaced by U+FFFD</source>
        <translation>%1 durch U+FFFD ersetzt</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the character %1</source>
        <translation>das Zeichen %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>expected a tag name after &apos;[&apos;</source>
        <translation>Tag-Name nach „[“ erwartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected &apos;&quot;&apos; and the value of the tag %1</source>
        <translation>„&quot;“ und der Wert des Tags %1 erwartet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the value of the tag %1 is not closed: expected &apos;&quot;&apos; before the end of the file</source>
        <translation>der Wert des Tags %1 ist nicht geschlossen: „&quot;“ vor dem Dateiende erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the value of the tag %1 is not closed: expected &apos;&quot;&apos; before the end of the line</source>
        <translation>der Wert des Tags %1 ist nicht geschlossen: „&quot;“ vor dem Zeilenende erwartet</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected &apos;]&apos; to close the tag %1</source>
        <translation>„]“ zum Schließen des Tags %1 erwartet</translation>
    </message>
    <message>
        <location filename="../model/core/pgnmovetext.cpp" line="+156"/>
        <source>the end of the file</source>
        <translation>das Dateiende</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the next game&apos;s tags</source>
        <translation>die Tags der nächsten Partie</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected the number of a NAG after &apos;$&apos;</source>
        <translation>Nummer eines NAG nach „$“ erwartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the NAG $%1 is outside $0-$255; it is left out</source>
        <translation>das NAG $%1 liegt außerhalb von $0-$255; es wird ausgelassen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected a turn, a comment or &apos;)&apos; but found %1</source>
        <translation>Zug, Kommentar oder „)“ erwartet, aber gefunden: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the result %1</source>
        <translation>das Ergebnis %1</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 is a null move, which cannot stand here: the side to move is in check or has no turn to pass</source>
        <translation>%1 ist ein Nullzug, der hier nicht stehen kann: die Seite am Zug steht im Schach oder hat keinen Zug, den sie auslassen könnte</translation>
    </message>
    <message>
        <location line="+65"/>
        <location filename="../model/core/puzzlecsv.cpp" line="+202"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ist nicht lesbar: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../model/core/puzzlecsv.cpp" line="+5"/>
        <source>%1 is not a legal turn: %2</source>
        <translation>%1 ist kein legaler Zug: %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>a NAG or glyph must follow a turn; $%1 is left out</source>
        <translation>ein NAG oder eine Glyphe muss auf einen Zug folgen; $%1 wird ausgelassen</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+158"/>
        <location filename="../model/core/pgnreader.cpp" line="-58"/>
        <source>in a comment: %1</source>
        <translation>in einem Kommentar: %1</translation>
    </message>
    <message>
        <location line="-136"/>
        <source>the comment is not closed: expected &apos;}&apos; before the end of the file</source>
        <translation>der Kommentar ist nicht geschlossen: „}“ vor dem Dateiende erwartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the comment is not closed: expected &apos;}&apos; before the tag line at line %1</source>
        <translation>der Kommentar ist nicht geschlossen: „}“ vor der Tag-Zeile in Zeile %1 erwartet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a variation must follow a turn: expected a turn before &apos;(&apos;</source>
        <translation>eine Variante muss auf einen Zug folgen: Zug vor „(“ erwartet</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>unbalanced &apos;)&apos;: no variation is open</source>
        <translation>überzähliges „)“: keine Variante ist offen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>expected &apos;)&apos; to close the variation opened at line %1, column %2, but found %3 (%4 variations are open)</source>
        <translation>„)“ zum Schließen der in Zeile %1, Spalte %2 geöffneten Variante erwartet, aber gefunden: %3 (%4 Varianten sind offen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected &apos;)&apos; to close the variation opened at line %1, column %2, but found %3</source>
        <translation>„)“ zum Schließen der in Zeile %1, Spalte %2 geöffneten Variante erwartet, aber gefunden: %3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the rest of the variation opened at line %1, column %2 is left out</source>
        <translation>der Rest der in Zeile %1, Spalte %2 geöffneten Variante wird ausgelassen</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>expected a turn or the turn number %1 but found words; they are kept as the game&apos;s first comment</source>
        <translation>Zug oder Zugnummer %1 erwartet, aber Wörter gefunden; sie bleiben als erster Kommentar der Partie erhalten</translation>
    </message>
    <message>
        <location filename="../model/core/pgnshapes.cpp" line="+135"/>
        <source>the arrow %1 cannot be read: expected a colour (G, R, Y or B) and two squares, as in Ge2e4</source>
        <translation>der Pfeil %1 ist nicht lesbar: eine Farbe (G, R, Y oder B) und zwei Felder erwartet, wie in Ge2e4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the circle %1 cannot be read: expected a colour (G, R, Y or B) and a square, as in Gd4</source>
        <translation>der Kreis %1 ist nicht lesbar: eine Farbe (G, R, Y oder B) und ein Feld erwartet, wie in Gd4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the arrow %1 names a square off the board</source>
        <translation>der Pfeil %1 nennt ein Feld außerhalb des Bretts</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the circle %1 names a square off the board</source>
        <translation>der Kreis %1 nennt ein Feld außerhalb des Bretts</translation>
    </message>
    <message>
        <location filename="../model/core/puzzlecsv.cpp" line="-52"/>
        <source>the row ends before field %1 (%2), where a puzzle&apos;s position stands</source>
        <translation>die Zeile endet vor Feld %1 (%2), wo die Stellung einer Aufgabe steht</translation>
    </message>
</context>
<context>
    <name>sc::Pieces</name>
    <message>
        <location filename="../model/core/notation_explain.cpp" line="-393"/>
        <source>a king</source>
        <translation>ein König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a queen</source>
        <translation>eine Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a rook</source>
        <translation>ein Turm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a bishop</source>
        <translation>ein Läufer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a knight</source>
        <translation>ein Springer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pawn</source>
        <translation>ein Bauer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a king&apos;s</source>
        <translation>eines Königs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a queen&apos;s</source>
        <translation>einer Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a rook&apos;s</source>
        <translation>eines Turms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a bishop&apos;s</source>
        <translation>eines Läufers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a knight&apos;s</source>
        <translation>eines Springers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pawn&apos;s</source>
        <translation>eines Bauern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king on %1</source>
        <translation>der König auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen on %1</source>
        <translation>die Dame auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rook on %1</source>
        <translation>der Turm auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bishop on %1</source>
        <translation>der Läufer auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the knight on %1</source>
        <translation>der Springer auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the pawn on %1</source>
        <translation>der Bauer auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a white king on %1</source>
        <translation>ein weißer König auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a white queen on %1</source>
        <translation>eine weiße Dame auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a white rook on %1</source>
        <translation>ein weißer Turm auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a white bishop on %1</source>
        <translation>ein weißer Läufer auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a white knight on %1</source>
        <translation>ein weißer Springer auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a white pawn on %1</source>
        <translation>ein weißer Bauer auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king on %1</source>
        <translation>ein schwarzer König auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen on %1</source>
        <translation>eine schwarze Dame auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black rook on %1</source>
        <translation>ein schwarzer Turm auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black bishop on %1</source>
        <translation>ein schwarzer Läufer auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black knight on %1</source>
        <translation>ein schwarzer Springer auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black pawn on %1</source>
        <translation>ein schwarzer Bauer auf %1</translation>
    </message>
</context>
<context>
    <name>sc::Sfen</name>
    <message>
        <location filename="../model/core/sfen.cpp" line="+22"/>
        <source>expected 5 fields (placement, side, bridges, quiet, turn), found %1: the placement is missing</source>
        <translation>5 Felder erwartet (Aufstellung, Seite, Brücken, ruhige, Zug), %1 gefunden: die Aufstellung fehlt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected 5 fields (placement, side, bridges, quiet, turn), found %1: the side to move is missing</source>
        <translation>5 Felder erwartet (Aufstellung, Seite, Brücken, ruhige, Zug), %1 gefunden: die Seite am Zug fehlt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected 5 fields (placement, side, bridges, quiet, turn), found %1: the bridges is missing</source>
        <translation>5 Felder erwartet (Aufstellung, Seite, Brücken, ruhige, Zug), %1 gefunden: die Brücken fehlen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected 5 fields (placement, side, bridges, quiet, turn), found %1: the quiet count is missing</source>
        <translation>5 Felder erwartet (Aufstellung, Seite, Brücken, ruhige, Zug), %1 gefunden: der Zähler der ruhigen Halbzüge fehlt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected 5 fields (placement, side, bridges, quiet, turn), found %1: the turn number is missing</source>
        <translation>5 Felder erwartet (Aufstellung, Seite, Brücken, ruhige, Zug), %1 gefunden: die Zugnummer fehlt</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>character %1</source>
        <translation>Zeichen %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>expected the quiet count, a whole number from 0, found %1</source>
        <translation>Zähler der ruhigen Halbzüge erwartet, eine ganze Zahl ab 0, gefunden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected the turn number, a whole number from 1, found %1</source>
        <translation>Zugnummer erwartet, eine ganze Zahl ab 1, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../model/core/sfendetail.h" line="+63"/>
        <source>too many ranks: the board has %1</source>
        <translation>zu viele Reihen: das Brett hat %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected %1 ranks, found %2</source>
        <translation>%1 Reihen erwartet, %2 gefunden</translation>
    </message>
    <message>
        <location filename="../model/core/sfen.cpp" line="+45"/>
        <source>a run of empty squares cannot start with 0</source>
        <translation>eine Folge leerer Felder kann nicht mit 0 beginnen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>two digits in a row</source>
        <translation>zwei Ziffern hintereinander</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a rank in brackets must follow a piece letter</source>
        <translation>ein Rang in Klammern muss auf einen Figurenbuchstaben folgen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>weapons in braces must follow a piece letter (M22)</source>
        <translation>Waffen in geschweiften Klammern müssen auf einen Figurenbuchstaben folgen (M22)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../model/core/sfenreserve.cpp" line="+54"/>
        <source>expected a piece letter (%1), a digit or &apos;/&apos;, found %2</source>
        <translation>Figurenbuchstabe (%1), Ziffer oder „/“ erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has no ranks: brackets are not allowed</source>
        <translation>%1 hat keine Ränge: Klammern sind nicht erlaubt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no weapons: braces are not allowed</source>
        <translation>%1 hat keine Waffen: geschweifte Klammern sind nicht erlaubt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>rank %1 has %2 squares, expected %3 (the rank is empty)</source>
        <translation>Reihe %1 hat %2 Felder, erwartet %3 (die Reihe ist leer)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rank %1 has %2 squares, expected %3</source>
        <translation>Reihe %1 hat %2 Felder, erwartet %3</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>unclosed bracket: expected a rank and &apos;]&apos;</source>
        <translation>offene Klammer: ein Rang und „]“ erwartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a rank number in brackets, found %1</source>
        <translation>Rangzahl in Klammern erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unclosed bracket: expected &apos;]&apos; after the rank</source>
        <translation>offene Klammer: „]“ nach dem Rang erwartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected &apos;]&apos; after the rank, found %1</source>
        <translation>„]“ nach dem Rang erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a %1&apos;s rank must be from 1 to %2 (%4), found %3</source>
        <translation>der Rang von %1 muss zwischen 1 und %2 liegen (%4), gefunden: %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>expected a weapon letter (O, D, J or S, upper case) or &apos;}&apos;, found %1</source>
        <translation>Waffenbuchstabe (O, D, J oder S, großgeschrieben) oder „}“ erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>weapon %1 is given twice</source>
        <translation>Waffe %1 ist doppelt angegeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weapon %1 is out of order: write them as O, D, J, S</source>
        <translation>Waffe %1 steht an falscher Stelle: Reihenfolge O, D, J, S</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>weapon %1 is the %2&apos;s own and is not written</source>
        <translation>Waffe %1 gehört %2 selbst und wird nicht geschrieben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unclosed brace: expected &apos;}&apos;</source>
        <translation>offene geschweifte Klammer: „}“ erwartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty braces: a piece with only its own weapons has none</source>
        <translation>leere geschweifte Klammern: eine Figur mit nur eigenen Waffen hat keine</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>expected a square (like c1) in the bridges, found %1</source>
        <translation>Feld (wie c1) in den Brücken erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the end of the field</source>
        <translation>das Ende des Feldes</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a square (like c1) in the bridges: a file a-p and a rank 1-16</source>
        <translation>Feld (wie c1) in den Brücken erwartet: eine Linie a-p und eine Reihe 1-16</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>bridge %1: %2 is not on the board</source>
        <translation>Brücke %1: %2 liegt nicht auf dem Brett</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bridge %1: no shooter on %2</source>
        <translation>Brücke %1: kein Schütze auf %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>bridge %1: the squares are not side by side (S4)</source>
        <translation>Brücke %1: die Felder liegen nicht nebeneinander (S4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>bridge %1: the shooters are not the same colour</source>
        <translation>Brücke %1: die Schützen haben nicht dieselbe Farbe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bridge %1 is listed twice</source>
        <translation>Brücke %1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bridge %1: %2 is already in another bridge</source>
        <translation>Brücke %1: %2 gehört bereits zu einer anderen Brücke</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected &apos;,&apos; between bridges, found %1</source>
        <translation>„,“ zwischen Brücken erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a bridge after &apos;,&apos;</source>
        <translation>Brücke nach „,“ erwartet</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>expected 4 to 6 fields (placement, side, castling, en passant, halfmove, fullmove), found %1</source>
        <translation>4 bis 6 Felder erwartet (Aufstellung, Seite, Rochade, En passant, Halbzüge, Zugnummer), %1 gefunden</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unexpected text after the turn number</source>
        <translation>unerwarteter Text nach der Zugnummer</translation>
    </message>
    <message>
        <location filename="../model/core/fen.cpp" line="+28"/>
        <source>%1 has %2 kings, expected exactly 1</source>
        <translation>%1: %2 Könige, genau 1 erwartet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a %1 on %2, its first or last rank</source>
        <translation>%1 auf %2, der ersten oder letzten Reihe</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected castling rights (K, Q, k, q) or &apos;-&apos;, found %1</source>
        <translation>Rochaderechte (K, Q, k, q) oder „-“ erwartet, %1 gefunden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>castling right %1 is given twice</source>
        <translation>Rochaderecht %1 ist doppelt angegeben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>castling right %1 needs the king on %2 and the rook on %3</source>
        <translation>Rochaderecht %1 verlangt den König auf %2 und den Turm auf %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>expected the en-passant square (like e3) or &apos;-&apos;, found %1</source>
        <translation>En-passant-Feld (wie e3) oder „-“ erwartet, %1 gefunden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>en-passant square %1 is not on rank %2</source>
        <translation>En-passant-Feld %1 liegt nicht auf Reihe %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>en-passant square %1: %2 must be empty</source>
        <translation>En-passant-Feld %1: %2 muss leer sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>en-passant square %1: no pawn of the side that just moved on %2</source>
        <translation>En-passant-Feld %1: kein Bauer der Seite, die gerade gezogen hat, auf %2</translation>
    </message>
    <message>
        <location filename="../model/core/sfen.cpp" line="-364"/>
        <source>expected the side to move, &apos;w&apos; or &apos;b&apos;, found %1</source>
        <translation>Seite am Zug erwartet, „w“ oder „b“, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../model/core/fen.cpp" line="+21"/>
        <source>expected the halfmove clock, a whole number, found %1</source>
        <translation>Halbzugzähler erwartet, eine ganze Zahl, %1 gefunden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected the fullmove number, a whole number, found %1</source>
        <translation>Zugnummer erwartet, eine ganze Zahl, %1 gefunden</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../model/core/sfenholes.cpp" line="+125"/>
        <source>the side not to move is in check</source>
        <translation>die Seite, die nicht am Zug ist, steht im Schach</translation>
    </message>
    <message>
        <location filename="../model/core/sfen.cpp" line="-34"/>
        <location filename="../model/core/sfenholes.cpp" line="-102"/>
        <location filename="../model/core/sfenreserve.cpp" line="-17"/>
        <source>rank %1 has more than %2 cells</source>
        <translation>Reihe %1 hat mehr als %2 Felder</translation>
    </message>
    <message>
        <location filename="../model/core/sfenholes.cpp" line="+5"/>
        <source>&apos;*&apos; on %1, a square that exists</source>
        <translation>„*“ auf %1, einem Feld, das es gibt</translation>
    </message>
    <message>
        <location filename="../model/core/sfen.cpp" line="-7"/>
        <source>a run of empty squares cannot be 0 or start with 0</source>
        <translation>eine Folge leerer Felder kann nicht 0 sein oder mit 0 beginnen</translation>
    </message>
    <message>
        <location filename="../model/core/sfenholes.cpp" line="+10"/>
        <source>the run of %1 empty squares covers the hole %2</source>
        <translation>die Folge von %1 leeren Feldern überdeckt das Loch %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a piece letter (%1), a digit, &apos;*&apos; or &apos;/&apos;, found %2</source>
        <translation>Figurenbuchstabe (%1), Ziffer, „*“ oder „/“ erwartet, %2 gefunden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a piece on %1, which is a hole</source>
        <translation>eine Figur auf %1, das ein Loch ist</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../model/core/sfenreserve.cpp" line="+59"/>
        <source>rank %1 has %2 cells, expected %3</source>
        <translation>Reihe %1 hat %2 Felder, erwartet %3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 has %2 %3, expected exactly 1</source>
        <translation>%1 hat %2 %3, erwartet genau 1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a %1 on %2, its last rank: it would have left the board (B17)</source>
        <translation>%1 auf %2, seiner letzten Reihe: Er hätte das Brett verlassen (B17)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected 4 fields (placement, side, quiet, turn), found 5: %1 has no bridges field</source>
        <translation>4 Felder erwartet (Aufstellung, Seite, ruhige Züge, Zug), 5 gefunden: %1 hat kein Brückenfeld</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected 4 fields (placement, side, quiet, turn), found %1</source>
        <translation>4 Felder erwartet (Aufstellung, Seite, ruhige Züge, Zug), %1 gefunden</translation>
    </message>
    <message>
        <location filename="../model/core/sfenreserve.cpp" line="-50"/>
        <source>shots in brackets must follow an ammunition</source>
        <translation>Schüsse in Klammern müssen auf eine Munition folgen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>only the ammunition carries brackets (K30)</source>
        <translation>nur die Munition trägt Klammern (K30)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the ammunition needs its shots in brackets, as S[6]</source>
        <translation>die Munition braucht ihre Schüsse in Klammern, etwa S[6]</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected the shots as a number and &apos;]&apos;</source>
        <translation>Schüsse als Zahl und „]“ erwartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the ammunition holds 1 to %1 shots, found %2</source>
        <translation>die Munition fasst 1 bis %1 Schüsse, gefunden %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the %1 on %2 is outside its home base</source>
        <translation>%1 auf %2 steht außerhalb seiner Basis</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected a reserve as &lt;pool&gt;:&lt;credit&gt;:&lt;lost&gt;, found &quot;%1&quot;</source>
        <translation>Reserve als &lt;Vorrat&gt;:&lt;Guthaben&gt;:&lt;Verluste&gt; erwartet, gefunden „%1“</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>an empty pool is written &apos;-&apos;</source>
        <translation>ein leerer Vorrat wird „-“ geschrieben</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cannot wait in %2&apos;s pool (Q R B N J E P C A)</source>
        <translation>%1 kann nicht im Vorrat von %2 warten (Q R B N J E P C A)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>more than %1 archers in a pool</source>
        <translation>mehr als %1 Bogenschützen in einem Vorrat</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected %1&apos;s credit, a number from 0 to %2, found &quot;%3&quot;</source>
        <translation>Guthaben von %1 als Zahl von 0 bis %2 erwartet, gefunden: „%3“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected the count of %1&apos;s lost pieces, a number from 0 to %2, found &quot;%3&quot;</source>
        <translation>Zahl der verlorenen Figuren von %1 (0 bis %2) erwartet, gefunden: „%3“</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>expected the fortune of war as &apos;-&apos; or a move number from 1 to %1, found &quot;%2&quot;</source>
        <translation>Kriegsglück als „-“ oder Zugnummer von 1 bis %1 erwartet, gefunden: „%2“</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>expected 7 fields (placement, side, fortune, white reserve, black reserve, quiet, turn), found %1</source>
        <translation>7 Felder erwartet (Aufstellung, Seite, Kriegsglück, Reserve Weiß, Reserve Schwarz, ruhige Halbzüge, Zug), gefunden %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 has no king</source>
        <translation>%1 hat keinen König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has %2 kings</source>
        <translation>%1 hat %2 Könige</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has %2 ammunition pieces, at most 1</source>
        <translation>%1 hat %2 Munitionsfiguren, höchstens 1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the side not to move (%1) is in check</source>
        <translation>die Seite, die nicht am Zug ist (%1), steht im Schach</translation>
    </message>
    <message>
        <location filename="../model/core/epd.cpp" line="+31"/>
        <source>expected an EPD operation (an opcode such as bm or id), found %1</source>
        <translation>erwartet wurde eine EPD-Operation (ein Opcode wie bm oder id), gefunden: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the string of the operation %1 is not closed: expected &apos;&quot;&apos; before the end of the line</source>
        <translation>die Zeichenkette der Operation %1 ist nicht geschlossen: erwartet wurde &apos;&quot;&apos; vor dem Zeilenende</translation>
    </message>
</context>
<context>
    <name>sc::Validation</name>
    <message>
        <location filename="../model/core/validation.cpp" line="+33"/>
        <source>The shooter on %1 has an unknown type</source>
        <translation>Der Schütze auf %1 hat einen unbekannten Typ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A shooter stands on %1, which is not on the board</source>
        <translation>Ein Schütze steht auf %1, das nicht auf dem Brett liegt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The %1 on %2 has rank %3; a %1&apos;s rank must be 1 to %4</source>
        <translation>%1 auf %2 hat Rang %3; der Rang von %1 muss zwischen 1 und %4 liegen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 and %2 are not side by side, so they cannot be bridged</source>
        <translation>%1 und %2 stehen nicht nebeneinander und können daher keine Brücke bilden</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The shooter on %1 is bridged to an empty square</source>
        <translation>Der Schütze auf %1 bildet eine Brücke zu einem leeren Feld</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 and %2 are not the same colour, so they cannot be bridged</source>
        <translation>%1 und %2 haben nicht dieselbe Farbe und können daher keine Brücke bilden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The shooter on %1 is bridged to %2, which is not bridged back to it</source>
        <translation>Der Schütze auf %1 bildet eine Brücke zu %2, das nicht zurück verbunden ist</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>White has no monarch</source>
        <translation>Weiß hat keinen Monarchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black has no monarch</source>
        <translation>Schwarz hat keinen Monarchen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>White has %1 kings; one is allowed</source>
        <translation>Weiß hat %1 Könige; einer ist erlaubt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black has %1 kings; one is allowed</source>
        <translation>Schwarz hat %1 Könige; einer ist erlaubt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A %1 cannot stand on %2, an end rank</source>
        <translation>%1 kann nicht auf %2 stehen, einer Grundreihe</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>White&apos;s reserve holds a %1, which never leaves the board</source>
        <translation>Die Reserve von Weiß enthält %1, der das Brett nie verlässt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Black&apos;s reserve holds a %1, which never leaves the board</source>
        <translation>Die Reserve von Schwarz enthält %1, der das Brett nie verlässt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The quiet-ply counter is negative</source>
        <translation>Der Zähler der ruhigen Halbzüge ist negativ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turn number must be at least 1</source>
        <translation>Die Zugnummer muss mindestens 1 sein</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>White is in check (its %1 on %2 can be shot down) but it is Black&apos;s turn</source>
        <translation>Weiß steht im Schach (%1 auf %2 kann abgeschossen werden), aber Schwarz ist am Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Black is in check (its %1 on %2 can be shot down) but it is White&apos;s turn</source>
        <translation>Schwarz steht im Schach (%1 auf %2 kann abgeschossen werden), aber Weiß ist am Zug</translation>
    </message>
</context>
</TS>
