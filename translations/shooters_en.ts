<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Analysis</name>
    <message numerus="yes">
        <source>White wins in %n</source>
        <translation>
            <numerusform>White wins in %n</numerusform>
            <numerusform>White wins in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins in %n</source>
        <translation>
            <numerusform>Black wins in %n</numerusform>
            <numerusform>Black wins in %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AutoPlayMode</name>
    <message numerus="yes">
        <source>A Turn Every %n Second(s)</source>
        <translation>
            <numerusform>A Turn Every %n Second</numerusform>
            <numerusform>A Turn Every %n Seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Auto play: a turn every %n second(s); moving through the game yourself stops it</source>
        <translation>
            <numerusform>Auto play: a turn every %n second; moving through the game yourself stops it</numerusform>
            <numerusform>Auto play: a turn every %n seconds; moving through the game yourself stops it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardPictures</name>
    <message numerus="yes">
        <source>%Ln game(s) saved as %1</source>
        <translation>
            <numerusform>%Ln game saved as %1</numerusform>
            <numerusform>%Ln games saved as %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s) saved as %2; the others could not be read</source>
        <translation>
            <numerusform>%1 of %Ln game saved as %2; the others could not be read</numerusform>
            <numerusform>%1 of %Ln games saved as %2; the others could not be read</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeclarationWizard</name>
    <message numerus="yes">
        <source>%1 answers this step in %n ways: choose one in the list</source>
        <translation>
            <numerusform>%1 answers this step in %n way: choose it in the list</numerusform>
            <numerusform>%1 answers this step in %n ways: choose one in the list</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n choices</source>
        <translation>
            <numerusform> · %n choice</numerusform>
            <numerusform> · %n choices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Then %n targets to choose from</source>
        <translation>
            <numerusform>Then %n target to choose from</numerusform>
            <numerusform>Then %n targets to choose from</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Then a shot or none (%n choices)</source>
        <translation>
            <numerusform>Then a shot or none (%n choice)</numerusform>
            <numerusform>Then a shot or none (%n choices)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ways round</source>
        <translation>
            <numerusform>%n way round</numerusform>
            <numerusform>%n ways round</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Then %n enemy pieces to choose from</source>
        <translation>
            <numerusform>Then %n enemy piece to choose from</numerusform>
            <numerusform>Then %n enemy pieces to choose from</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n routes</source>
        <translation>
            <numerusform>%n route</numerusform>
            <numerusform>%n routes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EnginePanels</name>
    <message numerus="yes">
        <source>Analysis done: %n turn(s) marked (Undo removes the marks).</source>
        <translation>
            <numerusform>Analysis done: %n turn marked (Undo removes the mark).</numerusform>
            <numerusform>Analysis done: %n turns marked (Undo removes the marks).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) to analyse</source>
        <translation>
            <numerusform>%n position to analyse</numerusform>
            <numerusform>%n positions to analyse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n position(s) scored</source>
        <translation>
            <numerusform>%1 of %n position scored</numerusform>
            <numerusform>%1 of %n positions scored</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) exported to %1</source>
        <translation>
            <numerusform>%Ln game exported to %1</numerusform>
            <numerusform>%Ln games exported to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameCommand</name>
    <message numerus="yes">
        <source>Merge %n game(s)</source>
        <translation>
            <numerusform>Merge %n game</numerusform>
            <numerusform>Merge %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesPanel</name>
    <message numerus="yes">
        <source>%Ln game(s) copied as PGN</source>
        <translation>
            <numerusform>%Ln game copied as PGN</numerusform>
            <numerusform>%Ln games copied as PGN</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln games from the list?</source>
        <translation>
            <numerusform>Delete %Ln game from the list?</numerusform>
            <numerusform>Delete %Ln games from the list?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesView</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Copy %n Games</source>
        <translation>
            <numerusform>&amp;Copy %n Game</numerusform>
            <numerusform>&amp;Copy %n Games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Delete %n Games…</source>
        <translation>
            <numerusform>&amp;Delete %n Game…</numerusform>
            <numerusform>&amp;Delete %n Games…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Export %n Games as PGN…</source>
        <translation>
            <numerusform>&amp;Export %n Game as PGN…</numerusform>
            <numerusform>&amp;Export %n Games as PGN…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Merge %n Games into the Game on the Board</source>
        <translation>
            <numerusform>&amp;Merge %n Game into the Game on the Board</numerusform>
            <numerusform>&amp;Merge %n Games into the Game on the Board</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export %n Games as &amp;Web Page…</source>
        <translation>
            <numerusform>Export %n Game as &amp;Web Page…</numerusform>
            <numerusform>Export %n Games as &amp;Web Page…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MergeMessage</name>
    <message numerus="yes">
        <source>%1 merged: %Ln turn(s) added as variations after %2</source>
        <translation>
            <numerusform>%1 merged: %Ln turn added as variations after %2</numerusform>
            <numerusform>%1 merged: %Ln turns added as variations after %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 games merged: %Ln turn(s) added as variations</source>
        <translation>
            <numerusform>%1 of %2 games merged: %Ln turn added as variations</numerusform>
            <numerusform>%1 of %2 games merged: %Ln turns added as variations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the %n games brings a turn this game lacks: nothing merged</source>
        <translation>
            <numerusform>The %n game brings no turn this game lacks: nothing merged</numerusform>
            <numerusform>None of the %n games brings a turn this game lacks: nothing merged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of another rule system</source>
        <translation>
            <numerusform>%n of another rule system</numerusform>
            <numerusform>%n of another rule system</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n from a position this game does not reach</source>
        <translation>
            <numerusform>%n from a position this game does not reach</numerusform>
            <numerusform>%n from positions this game does not reach</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MistakesMode</name>
    <message numerus="yes">
        <source>Done: %1 of %n mistake(s) found</source>
        <translation>
            <numerusform>Done: %1 of %n mistake found</numerusform>
            <numerusform>Done: %1 of %n mistakes found</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OpeningTreeView</name>
    <message numerus="yes">
        <source>%Ln game(s) reach this position</source>
        <translation>
            <numerusform>%Ln game reaches this position</numerusform>
            <numerusform>%Ln games reach this position</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StripMenu</name>
    <message numerus="yes">
        <source>%n comment(s) taken out of the game</source>
        <translation>
            <numerusform>%n comment taken out of the game</numerusform>
            <numerusform>%n comments taken out of the game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n variation(s) taken out of the game</source>
        <translation>
            <numerusform>%n variation taken out of the game</numerusform>
            <numerusform>%n variations taken out of the game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n glyph(s) taken out of the game</source>
        <translation>
            <numerusform>%n glyph taken out of the game</numerusform>
            <numerusform>%n glyphs taken out of the game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n arrow(s) and circle(s) taken out of the game</source>
        <translation>
            <numerusform>%n arrow or circle taken out of the game</numerusform>
            <numerusform>%n arrows and circles taken out of the game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n evaluation(s) taken out of the game</source>
        <translation>
            <numerusform>%n evaluation taken out of the game</numerusform>
            <numerusform>%n evaluations taken out of the game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clock time(s) taken out of the game</source>
        <translation>
            <numerusform>%n clock time taken out of the game</numerusform>
            <numerusform>%n clock times taken out of the game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) taken out: the game starts from this position</source>
        <translation>
            <numerusform>%n turn taken out: the game starts from this position</numerusform>
            <numerusform>%n turns taken out: the game starts from this position</numerusform>
        </translation>
    </message>
</context>
</TS>
