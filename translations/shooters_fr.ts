<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>ActionSet</name>
    <message>
        <location filename="../app/workbench/actionset.cpp" line="+46"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game: choose the rule system and its options</source>
        <translation>Commencer une nouvelle partie&#xa0;: choisir les règles et leurs options</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New Game from This Pos&amp;ition</source>
        <translation>Nouvelle partie &amp;depuis cette position</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game in a tab of its own from the position on the board</source>
        <translation>Commencer une nouvelle partie dans son propre onglet depuis la position de l’échiquier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a PGN file or an SFEN position</source>
        <translation>Ouvrir un fichier PGN ou une position SFEN</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the games of this file</source>
        <translation>Enregistrer les parties de ce fichier</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the games under a new name</source>
        <translation>Enregistrer les parties sous un nouveau nom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game</source>
        <translation>&amp;Copier la partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy this game to the clipboard as PGN</source>
        <translation>Copier cette partie dans le presse-papiers au format PGN</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy &amp;Line</source>
        <translation>Copier la &amp;variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the game along the line through the turn on the board, without the other variations, as PGN</source>
        <translation>Copier la partie le long de la variante passant par le coup de l’échiquier, sans les autres variantes, en PGN</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Paste Game</source>
        <translation>Co&amp;ller la partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Shift+V</source>
        <translation>Ctrl+Shift+V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the games on the clipboard (PGN) in a tab of their own</source>
        <translation>Ouvrir les parties du presse-papiers (PGN) dans un onglet à part</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Merge Game from Clipboard</source>
        <translation>F&amp;usionner la partie du presse-papiers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the games on the clipboard (PGN) to this game as variations, where this game reaches each one&apos;s start</source>
        <translation>Ajouter les parties du presse-papiers (PGN) à cette partie comme variantes, là où cette partie atteint leur position de départ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy S&amp;FEN</source>
        <translation>Cop&amp;ier le SFEN</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Alt+C</source>
        <translation>Ctrl+Alt+C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the position on the board as SFEN</source>
        <translation>Copier la position de l&apos;échiquier au format SFEN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste SF&amp;EN</source>
        <translation>Coller le S&amp;FEN</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Alt+V</source>
        <translation>Ctrl+Alt+V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up the SFEN on the clipboard</source>
        <translation>Mettre en place le SFEN du presse-papiers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close &amp;Tab</source>
        <translation>Fermer l&apos;ongle&amp;t</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this game&apos;s tab (asks only about its own changes)</source>
        <translation>Fermer l&apos;onglet de cette partie (ne demande que pour ses propres modifications)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next Ta&amp;b</source>
        <translation>Onglet suiv&amp;ant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+PgDown</source>
        <translation>Ctrl+PgDown</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the game of the next tab</source>
        <translation>Afficher la partie de l&apos;onglet suivant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pre&amp;vious Tab</source>
        <translation>Onglet &amp;précédent</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+PgUp</source>
        <translation>Ctrl+PgUp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the game of the previous tab</source>
        <translation>Afficher la partie de l&apos;onglet précédent</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave the workbench</source>
        <translation>Quitter l&apos;atelier</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Comment &amp;Before Turn…</source>
        <translation>Commentaire a&amp;vant le coup…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comment &amp;After Turn…</source>
        <translation>Commentaire a&amp;près le coup…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Mark the position for a diagram in the exported web page ([#])</source>
        <translation>Marquer la position pour un diagramme dans la page web exportée ([#])</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game In&amp;formation…</source>
        <translation>I&amp;nformations de la partie…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit the players, event, date, result and other tags</source>
        <translation>Modifier les joueurs, l’événement, la date, le résultat et les autres étiquettes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit Position</source>
        <translation>&amp;Modifier la position</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up a position on the board with the board editor</source>
        <translation>Mettre en place une position sur l&apos;échiquier avec l&apos;éditeur de position</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Preferences…</source>
        <translation>Pré&amp;férences…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Flip Board</source>
        <translation>&amp;Retourner l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the board from the other side</source>
        <translation>Voir l&apos;échiquier depuis l&apos;autre camp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Coordinates</source>
        <translation>&amp;Coordonnées</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Variation Arrows</source>
        <translation>Flèches des &amp;variantes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the game goes on in more than one way, an arrow on the board for each next turn</source>
        <translation>Là où la partie continue de plusieurs façons, une flèche sur l’échiquier pour chaque coup suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset Layout</source>
        <translation>Réinitialiser la &amp;disposition</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put every panel back where it started</source>
        <translation>Remettre chaque panneau à sa place initiale</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Ctrl+%1</source>
        <translation>Ctrl+%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Glyphs</source>
        <translation>&amp;Glyphes</translation>
    </message>
    <message>
        <location filename="../app/workbench/actionset_game.cpp" line="+26"/>
        <source>&amp;Start</source>
        <translation>&amp;Début</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the start position</source>
        <translation>Aller à la position initiale</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Back</source>
        <translation>&amp;Reculer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take back one turn</source>
        <translation>Reculer d&apos;un coup</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Forward</source>
        <translation>&amp;Avancer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the next turn of this line</source>
        <translation>Jouer le coup suivant de cette ligne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;End</source>
        <translation>&amp;Fin</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the end of this line</source>
        <translation>Aller à la fin de cette ligne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>G&amp;o to Turn…</source>
        <translation>Aller au coup &amp;numéro…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to a turn of this line by its number</source>
        <translation>Aller à un coup de cette ligne par son numéro</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Previous Continuation</source>
        <translation>Continuation &amp;précédente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch to the alternative above at this fork</source>
        <translation>Passer à l&apos;alternative du dessus à cet embranchement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next Continuation</source>
        <translation>Continuation &amp;suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch to the alternative below at this fork</source>
        <translation>Passer à l&apos;alternative du dessous à cet embranchement</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>P&amp;romote Variation</source>
        <translation>Pr&amp;omouvoir la variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move this variation one place up among the alternatives</source>
        <translation>Remonter cette variante d&apos;un rang parmi les alternatives</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Make Main Line</source>
        <translation>En faire la &amp;ligne principale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the line through this turn the main line</source>
        <translation>Faire de la ligne passant par ce coup la ligne principale</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete Variation</source>
        <translation>Supprimer la &amp;variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the variation that holds this turn</source>
        <translation>Supprimer la variante qui contient ce coup</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete From &amp;Here</source>
        <translation>Supprimer à partir d&apos;&amp;ici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete every turn after this one, with their variations</source>
        <translation>Supprimer tous les coups après celui-ci, avec leurs variantes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass (N&amp;ull Move)</source>
        <translation>Passer (coup nul)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the other side move twice, to show what it threatens</source>
        <translation>Laisser l’autre camp jouer deux fois, pour montrer ce qu’il menace</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About Shooters Chess Workbench</source>
        <translation>À &amp;propos de Shooters Chess Workbench</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>List the keys of every menu entry, with a field to find one</source>
        <translation>Lister les touches de chaque entrée de menu, avec un champ pour en trouver une</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How the pieces of this game move and take, and how it is won</source>
        <translation>Comment les pièces de cette partie se déplacent et prennent, et comment on la gagne</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Diagram of the Start Position</source>
        <translation>&amp;Diagramme de la position de départ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Diagram After Turn</source>
        <translation>&amp;Diagramme après le coup</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Règles de %1</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../model/document/moveclassification.cpp" line="+52"/>
        <source>White has won</source>
        <translation>Les Blancs ont gagné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black has won</source>
        <translation>Les Noirs ont gagné</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>White wins in %n</source>
        <translation>
            <numerusform>Les Blancs gagnent en %n coup</numerusform>
            <numerusform>Les Blancs gagnent en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Black wins in %n</source>
        <translation>
            <numerusform>Les Noirs gagnent en %n coup</numerusform>
            <numerusform>Les Noirs gagnent en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Inaccuracy</source>
        <translation>Imprécision</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
</context>
<context>
    <name>AnalysisView</name>
    <message>
        <location filename="../views/analysisview.cpp" line="+22"/>
        <location line="+204"/>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <location line="-200"/>
        <source>Analyse the current position until stopped; the analysis follows the current turn</source>
        <translation>Analyser la position actuelle jusqu&apos;à l&apos;arrêt&#xa0;; l&apos;analyse suit le coup actuel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many of the best lines the engine shows</source>
        <translation>Nombre de meilleures lignes affichées par le moteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lines:</source>
        <translation>&amp;Lignes&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best-turn &amp;arrow</source>
        <translation>Flèche du &amp;meilleur coup</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw the engine&apos;s best turn on the board</source>
        <translation>Dessiner le meilleur coup du moteur sur l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Show threat</source>
        <translation>&amp;Afficher la menace</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analyse what the other side threatens: the position as if the side to move passed (a null move)</source>
        <translation>Analyser ce que menace l’autre camp&#xa0;: la position comme si le camp au trait passait (un coup nul)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Restart</source>
        <translation>Redémarrer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start the engine again</source>
        <translation>Relancer le moteur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score</source>
        <translation>Éval.</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+22"/>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>kN/s</source>
        <translation>kN/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Insert as Variation</source>
        <translation>Insérer comme &amp;variante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add the selected line (or the first) to the game at the analysed turn, with its score and depth as a comment</source>
        <translation>Ajouter la ligne sélectionnée (ou la première) à la partie au coup analysé, avec son évaluation et sa profondeur en commentaire</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not running</source>
        <translation>non démarré</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>starting…</source>
        <translation>démarrage…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>analysing the threat</source>
        <translation>analyse de la menace</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no threat: the side to move cannot pass here</source>
        <translation>pas de menace&#xa0;: le camp au trait ne peut pas passer ici</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>analysing</source>
        <translation>analyse en cours</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopping…</source>
        <translation>arrêt en cours…</translation>
    </message>
    <message>
        <location filename="../views/analysisview_lines.cpp" line="+53"/>
        <source>Depth %1 (selective %2), %3 nodes, %4 s</source>
        <translation>Profondeur %1 (sélective %2), %3 nœuds, %4&#xa0;s</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Preview: end of threat line %1 (Esc returns)</source>
        <translation>Aperçu&#xa0;: fin de la ligne de menace %1 (Esc pour revenir)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview: end of line %1 (Esc returns)</source>
        <translation>Aperçu&#xa0;: fin de la ligne %1 (Esc pour revenir)</translation>
    </message>
    <message>
        <location filename="../views/analysisview_settings.cpp" line="+22"/>
        <source>Until stopped</source>
        <translation>Jusqu’à l’arrêt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To depth</source>
        <translation>Jusqu’à une profondeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For a time</source>
        <translation>Pendant un temps</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>How long the engine searches each position</source>
        <translation>Combien de temps le moteur cherche dans chaque position</translation>
    </message>
    <message>
        <location line="-7"/>
        <source> plies</source>
        <translation> demi-coups</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many plies the engine looks ahead</source>
        <translation>Combien de demi-coups le moteur regarde en avant</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> MB</source>
        <translation> Mo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Threads:</source>
        <translation>&amp;Fils :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hash:</source>
        <translation>&amp;Table de hachage :</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>How many threads the engine searches with</source>
        <translation>Avec combien de fils le moteur cherche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The size of the engine&apos;s hash table</source>
        <translation>La taille de la table de hachage du moteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This engine has no %1 option</source>
        <translation>Ce moteur n’a pas d’option %1</translation>
    </message>
</context>
<context>
    <name>AnnotationEditor</name>
    <message>
        <location filename="../views/annotationeditor.cpp" line="+17"/>
        <source>Comment at the start of the game</source>
        <translation>Commentaire au début de la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comment before %1</source>
        <translation>Commentaire avant %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comment after %1</source>
        <translation>Commentaire après %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave the text empty to remove the comment.</source>
        <translation>Laissez le texte vide pour supprimer le commentaire.</translation>
    </message>
</context>
<context>
    <name>AutoPlayMode</name>
    <message>
        <location filename="../app/workbench/autoplaymode.cpp" line="+25"/>
        <source>&amp;Auto Play</source>
        <translation>Lecture auto&amp;matique</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ctrl+Shift+Space</source>
        <translation>Ctrl+Shift+Space</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the line&apos;s next turn every few seconds until it ends; moving through the game yourself stops it</source>
        <translation>Montrer le coup suivant de la ligne toutes les quelques secondes jusqu’à sa fin ; parcourir la partie vous-même l’arrête</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Auto Play &amp;Interval</source>
        <translation>Intervalle de lecture automatique (&amp;K)</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A Turn Every %n Second(s)</source>
        <translation>
            <numerusform>Un coup toutes les %n seconde</numerusform>
            <numerusform>Un coup toutes les %n secondes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Auto play: this game has no turn to show</source>
        <translation>Lecture automatique : cette partie n’a aucun coup à montrer</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Auto play: a turn every %n second(s); moving through the game yourself stops it</source>
        <translation>
            <numerusform>Lecture automatique : un coup toutes les %n seconde ; parcourir la partie vous-même l’arrête</numerusform>
            <numerusform>Lecture automatique : un coup toutes les %n secondes ; parcourir la partie vous-même l’arrête</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Auto play: the end of the line</source>
        <translation>Lecture automatique : fin de la ligne</translation>
    </message>
</context>
<context>
    <name>BoardEditInput</name>
    <message>
        <location filename="../views/boardeditinput.cpp" line="+54"/>
        <location line="+101"/>
        <source>This board has no shooter &apos;%1&apos;</source>
        <translation>Cet échiquier n&apos;a pas de tireur «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message>
        <location filename="../views/boardexport.cpp" line="+157"/>
        <source>Shooters Chess board</source>
        <translation>Échiquier de Shooters Chess</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no board to export.</source>
        <translation>Il n&apos;y a aucun échiquier à exporter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot be written: %2</source>
        <translation>%1 ne peut pas être écrit&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 could not be written: %2</source>
        <translation>%1 n&apos;a pas pu être écrit&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 could not be saved: %2</source>
        <translation>%1 n&apos;a pas pu être enregistré&#xa0;: %2</translation>
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
        <translation>Aucun coup légal pour ce tireur</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Promote to</source>
        <translation>Promouvoir en</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Which turn do you declare?</source>
        <translation>Quel coup déclarez-vous&#xa0;?</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Place a white shooter</source>
        <translation>Placer un tireur blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a black shooter</source>
        <translation>Placer un tireur noir</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (base rank)</source>
        <translation>%1 (rang de base)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bridge with</source>
        <translation>Relier par un pont à</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unbridge</source>
        <translation>Rompre le pont</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove the %1 on %2</source>
        <translation>Retirer %1 en %2</translation>
    </message>
</context>
<context>
    <name>BoardPictures</name>
    <message>
        <location filename="../app/workbench/boardpictures.cpp" line="+25"/>
        <source>E&amp;xport Board…</source>
        <translation>E&amp;xporter l&apos;échiquier…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the board as shown as a PNG image or an SVG drawing</source>
        <translation>Enregistrer l&apos;échiquier tel qu&apos;il est affiché sous forme d&apos;image PNG ou de dessin SVG</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Board &amp;Image</source>
        <translation>Copier l&apos;&amp;image de l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+Shift+I</source>
        <translation>Ctrl+Shift+I</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy a picture of the board to the clipboard</source>
        <translation>Copier une image de l&apos;échiquier dans le presse-papiers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Game as &amp;Web Page…</source>
        <translation>Exporter la partie en page &amp;web…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the game as an HTML page with its comments, variations and diagrams</source>
        <translation>Enregistrer la partie en page HTML avec ses commentaires, variantes et diagrammes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shooters Chess: a set-up position</source>
        <translation>Shooters Chess&#xa0;: une position mise en place</translation>
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
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, start position</source>
        <translation>%1, position initiale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, after %2%3 %4</source>
        <translation>%1, après %2%3 %4</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>board</source>
        <translation>échiquier</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+5"/>
        <source>Export Board</source>
        <translation>Exporter l&apos;échiquier</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>SVG drawings (*.svg)</source>
        <translation>Dessins SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The board could not be exported.</source>
        <translation>L&apos;échiquier n&apos;a pas pu être exporté.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board is saved as %1</source>
        <translation>L&apos;échiquier est enregistré sous %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>None of the games could be read.</source>
        <translation>Aucune des parties n’a pu être lue.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+5"/>
        <source>Export Games as Web Page</source>
        <translation>Exporter les parties en page web</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The games could not be exported.</source>
        <translation>Les parties n’ont pas pu être exportées.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln game(s) saved as %1</source>
        <translation>
            <numerusform>%Ln partie enregistrée sous %1</numerusform>
            <numerusform>%Ln parties enregistrées sous %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %Ln game(s) saved as %2; the others could not be read</source>
        <translation>
            <numerusform>%1 partie sur %Ln enregistrée sous %2 ; les autres n’ont pas pu être lues</numerusform>
            <numerusform>Parties enregistrées sous %2 : %1 sur %Ln ; les autres n’ont pas pu être lues</numerusform>
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
        <translation>Exporter la partie en page web</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+21"/>
        <source>Web pages (*.html *.htm)</source>
        <translation>Pages web (*.html *.htm)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could not be exported.</source>
        <translation>La partie n’a pas pu être exportée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is saved as %1</source>
        <translation>La partie est enregistrée sous %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A picture of the board is on the clipboard</source>
        <translation>Une image de l&apos;échiquier est dans le presse-papiers</translation>
    </message>
</context>
<context>
    <name>BoardPlayInput</name>
    <message>
        <location filename="../views/boardplayinput.cpp" line="+225"/>
        <source>Mark this square with a circle</source>
        <translation>Marquer cette case d&apos;un cercle</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../views/boardview.cpp" line="+26"/>
        <source>Board</source>
        <translation>Échiquier</translation>
    </message>
</context>
<context>
    <name>DailyUse</name>
    <message>
        <location filename="../app/workbench/dailyuse.cpp" line="+55"/>
        <source>T&amp;ype a Turn</source>
        <translation>&amp;Taper un coup</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a turn in the game&apos;s notation, with the legal turns suggested</source>
        <translation>Saisir un coup dans la notation de la partie, les coups légaux étant proposés</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Play a&amp;gainst the Engine…</source>
        <translation>Jouer contre le &amp;moteur…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the game from here against the engine</source>
        <translation>Jouer la partie à partir d’ici contre le moteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take Bac&amp;k</source>
        <translation>Repr&amp;endre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Backspace</source>
        <translation>Ctrl+Backspace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last turn and the engine&apos;s answer</source>
        <translation>Reprendre votre dernier coup et la réponse du moteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>Su&amp;ggestion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the engine for your best turn</source>
        <translation>Demander au moteur votre meilleur coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resign</source>
        <translation>A&amp;bandonner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give up the game against the engine</source>
        <translation>Abandonner la partie contre le moteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop P&amp;laying</source>
        <translation>Arrêter de &amp;jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the game against the engine; the game stays</source>
        <translation>Terminer la partie contre le moteur ; la partie reste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no turn to take back</source>
        <translation>Il n’y a aucun coup à reprendre</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Hint: %1</source>
        <translation>Suggestion : %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The engine is thinking: its turn comes first</source>
        <translation>Le moteur réfléchit&#xa0;: c&apos;est d&apos;abord son tour</translation>
    </message>
</context>
<context>
    <name>DeclarationWizard</name>
    <message numerus="yes">
        <location filename="../model/document/declarationwizard.cpp" line="+240"/>
        <source>%1 answers this step in %n ways: choose one in the list</source>
        <translation>
            <numerusform>%1 offre %n réponse à cette étape&#xa0;: choisissez-la dans la liste</numerusform>
            <numerusform>%1 offre %n réponses à cette étape&#xa0;: choisissez-en une dans la liste</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 fits several kinds of turn: choose one in the list</source>
        <translation>%1 convient à plusieurs types de coup&#xa0;: choisissez-en un dans la liste</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>That turn is no longer legal here</source>
        <translation>Ce coup n&apos;est plus légal ici</translation>
    </message>
    <message>
        <location filename="../model/document/declarationwizard_choices.cpp" line="+31"/>
        <source>Shooter</source>
        <translation>Tireur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Route</source>
        <translation>Trajet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Go to an empty square; nothing is shot</source>
        <translation>Aller sur une case vide&#xa0;; aucun tir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shoot an enemy within range and stay where you stand</source>
        <translation>Tirer sur un ennemi à portée et rester sur place</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move first, then shoot an enemy from the new square</source>
        <translation>Se déplacer d&apos;abord, puis tirer sur un ennemi depuis la nouvelle case</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shoot every enemy on the way; a survivor stops the shooter before it</source>
        <translation>Tirer sur chaque ennemi du chemin&#xa0;; un survivant arrête le tireur devant lui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shoot an enemy and take its square if it falls</source>
        <translation>Tirer sur un ennemi et prendre sa case s&apos;il tombe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sacrifice this shooter: a friendly neighbour gains its rank</source>
        <translation>Sacrifier ce tireur&#xa0;: un voisin ami reçoit son rang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join a friendly neighbour side by side as a pair</source>
        <translation>Former une paire avec un voisin ami, côte à côte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pair separates; both stay where they stand</source>
        <translation>La paire se sépare&#xa0;; les deux restent sur place</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both members move together in a line; one may shoot after</source>
        <translation>Les deux membres se déplacent ensemble en ligne droite&#xa0;; l&apos;un d&apos;eux peut tirer ensuite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One member circles around the other, shooting enemies on the ring</source>
        <translation>Un membre tourne autour de l&apos;autre en tirant sur les ennemis de l&apos;anneau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The king explodes and shoots every neighbour</source>
        <translation>Le roi explose et tire sur tous ses voisins</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move onto an enemy piece and take it</source>
        <translation>Aller sur une pièce ennemie et la prendre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The king moves two squares towards a rook, which jumps over it</source>
        <translation>Le roi va de deux cases vers une tour, qui saute par-dessus lui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the pawn that has just passed, as if it had moved one square</source>
        <translation>Prendre le pion qui vient de passer, comme s&apos;il n&apos;avait avancé que d&apos;une case</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pawn on the last rank becomes another piece</source>
        <translation>Le pion sur la dernière rangée devient une autre pièce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take every piece this one reaches with a weak class at once; it stays</source>
        <translation>Prendre d’un coup toutes les pièces que celle-ci atteint avec une classe faible ; elle reste en place</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take a piece of the same type with a second attacker&apos;s help; it stays</source>
        <translation>Prendre une pièce du même type avec l’aide d’un second attaquant ; elle reste en place</translation>
    </message>
    <message>
        <location line="+26"/>
        <location filename="../model/document/declarationwizard_reasons.cpp" line="+84"/>
        <source>No turn can be declared: %1</source>
        <translation>Aucun coup ne peut être déclaré&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which of White&apos;s shooters acts?</source>
        <translation>Quel tireur des Blancs agit&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which of Black&apos;s shooters acts?</source>
        <translation>Quel tireur des Noirs agit&#xa0;?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Where does the series end?</source>
        <translation>Où la série se termine-t-elle&#xa0;?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where does the rotation end?</source>
        <translation>Où la rotation se termine-t-elle&#xa0;?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which way round?</source>
        <translation>Dans quel sens&#xa0;?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Which pair separates?</source>
        <translation>Quelle paire se sépare&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Does the pair shoot after moving?</source>
        <translation>La paire tire-t-elle après son déplacement&#xa0;?</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>What does %1 on %2 do?</source>
        <translation>Que fait %1 en %2&#xa0;?</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Reach the last rank: the soldier leaves and an enemy piece of your choice goes</source>
        <translation>Atteindre la dernière rangée&#xa0;: le soldat quitte l&apos;échiquier et une pièce adverse de votre choix est retirée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fire a shot from the cannon: everything around the landing square is blown up</source>
        <translation>Tirer au canon&#xa0;: tout ce qui entoure la case d&apos;impact est détruit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move this piece and its neighbours of the same kind forward together</source>
        <translation>Avancer cette pièce et ses voisines de même sorte ensemble</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take this piece off the board for its credit</source>
        <translation>Retirer cette pièce de l&apos;échiquier contre son crédit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay for a new piece or a shot from the credit</source>
        <translation>Payer une nouvelle pièce ou un tir avec le crédit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bring pieces waiting in the reserve onto the base line</source>
        <translation>Amener des pièces de la réserve sur la ligne de base</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fortune of war: one of its outcomes</source>
        <translation>La fortune de la guerre&#xa0;: l&apos;une de ses issues</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Where does %1 move before it shoots?</source>
        <translation>Où va %1 avant de tirer&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where does %1 go with its pair?</source>
        <translation>Où va %1 avec sa paire&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where does the shot land?</source>
        <translation>Où le tir tombe-t-il&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far does the group advance?</source>
        <translation>De combien le groupe avance-t-il&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where does %1 go?</source>
        <translation>Où va %1&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which way does %1 leap?</source>
        <translation>Par où saute %1&#xa0;?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which neighbour receives %1&apos;s rank?</source>
        <translation>Quel voisin reçoit le rang que cède %1&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which neighbour does %1 bridge with?</source>
        <translation>Quel voisin forme un pont avec %1&#xa0;?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which piece does %1 become?</source>
        <translation>En quelle pièce se transforme %1&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which enemy piece does the breakthrough remove?</source>
        <translation>Quelle pièce ennemie la percée retire-t-elle&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which enemy does %1 take?</source>
        <translation>Quel ennemi %1 prend-il&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which enemy does %1 shoot?</source>
        <translation>Sur quel ennemi tire %1&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare this turn?</source>
        <translation>Déclarer ce coup&#xa0;?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>: </source>
        <translation>&#xa0;: </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>White wins</source>
        <translation>Les Blancs gagnent</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Black wins</source>
        <translation>Les Noirs gagnent</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no monarch left</source>
        <translation>plus aucun monarque</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>checkmate</source>
        <translation>échec et mat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stalemate</source>
        <translation>pat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>insufficient force</source>
        <translation>matériel insuffisant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bare monarchs</source>
        <translation>monarques seuls</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>100 quiet plies</source>
        <translation>100 demi-coups calmes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>threefold repetition</source>
        <translation>triple répétition</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>insufficient material</source>
        <translation>matériel insuffisant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fifty-move rule</source>
        <translation>règle des cinquante coups</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>last monarch ranked %1</source>
        <translation>dernier monarque au rang %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 turn: %1</source>
        <translation>1 coup&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 turns: %2</source>
        <translation>%1 coups&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paired with the %1 on %2. %3</source>
        <translation>En paire avec %2 (%1). %3</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source> · %n choices</source>
        <translation>
            <numerusform> · %n choix</numerusform>
            <numerusform> · %n choix</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>Then %n targets to choose from</source>
        <translation>
            <numerusform>Puis %n cible au choix</numerusform>
            <numerusform>Puis %n cibles au choix</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Then a shot or none (%n choices)</source>
        <translation>
            <numerusform>Puis un tir ou aucun (%n choix)</numerusform>
            <numerusform>Puis un tir ou aucun (%n choix)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n ways round</source>
        <translation>
            <numerusform>%n sens de rotation</numerusform>
            <numerusform>%n sens de rotation</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Then %n enemy pieces to choose from</source>
        <translation>
            <numerusform>Puis %n pièce ennemie à choisir</numerusform>
            <numerusform>Puis %n pièces ennemies à choisir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n routes</source>
        <translation>
            <numerusform>%n trajet</numerusform>
            <numerusform>%n trajets</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>By %1</source>
        <translation>Par %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clockwise</source>
        <translation>Sens horaire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Anticlockwise</source>
        <translation>Sens antihoraire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, the %2 on %3 circles</source>
        <translation>%1, %3 (%2) tourne</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No shot</source>
        <translation>Pas de tir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, shot by the %2</source>
        <translation>%1, sous le tir (%2)</translation>
    </message>
    <message>
        <location filename="../model/document/declarationwizard_reasons.cpp" line="-32"/>
        <source>%1 has no turn that uses %2</source>
        <translation>%1 n’a aucun coup qui utilise %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose the way round in the list</source>
        <translation>Choisissez le sens dans la liste</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The turn is ready: press Declare, or Back to change it</source>
        <translation>Le coup est prêt&#xa0;: appuyez sur Déclarer, ou sur Précédent pour le modifier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not an answer to this step</source>
        <translation>%1 n&apos;est pas une réponse à cette étape</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no shooter on %1</source>
        <translation>Il n&apos;y a pas de tireur en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2 is not %3&apos;s, and %3 is to move</source>
        <translation>%1 en %2 n’appartient pas aux %3, et les %3 ont le trait</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 on %2 has no legal turn: %3</source>
        <translation>%1 en %2 n’a aucun coup légal&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 on %2 has no turn here</source>
        <translation>%1 en %2 n’a aucun coup ici</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>From %1 the %2 has no enemy to shoot within range</source>
        <translation>Depuis %1 (%2), aucun ennemi à portée de tir</translation>
    </message>
</context>
<context>
    <name>EditorDock</name>
    <message>
        <location filename="../app/workbench/editordock.cpp" line="+39"/>
        <source>Board Editor</source>
        <translation>Éditeur de position</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear board</source>
        <translation>Vider l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start position</source>
        <translation>Position initiale</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Swap sides</source>
        <translation>Échanger les camps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror left to right</source>
        <translation>Miroir gauche-droite</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Analyse from Here</source>
        <translation>Analyser à partir d&apos;ici</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+179"/>
        <source>Start a new game from this position</source>
        <translation>Commencer une nouvelle partie à partir de cette position</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Plies since the last shot, capture or pawn move</source>
        <translation>Demi-coups depuis le dernier tir, la dernière prise ou le dernier coup de pion</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Side to move:</source>
        <translation>Trait&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quiet plies:</source>
        <translation>Demi-coups calmes&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn number:</source>
        <translation>Numéro du coup&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>SFEN of the position</source>
        <translation>SFEN de la position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type or paste an SFEN and press Enter</source>
        <translation>Saisissez ou collez un SFEN puis appuyez sur Entrée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the SFEN to the clipboard</source>
        <translation>Copier le SFEN dans le presse-papiers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up the position from an SFEN on the clipboard</source>
        <translation>Mettre en place la position d&apos;après un SFEN du presse-papiers</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;SFEN:</source>
        <translation>&amp;SFEN&#xa0;:</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Here light squares become dark, and some pieces move by the colour of their square: the result is another game.</source>
        <translation>Ici les cases claires deviennent foncées, et certaines pièces se déplacent selon la couleur de leur case : le résultat est une autre partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Swap sides and then Mirror left to right give the same game, turned round.</source>
        <translation>Échanger les camps puis Miroir gauche-droite donnent la même partie, retournée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Here frontal attacks run towards the last file: the result is another game.</source>
        <translation>Ici les attaques frontales vont vers la dernière colonne : le résultat est une autre partie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every piece changes colour and moves to the other side&apos;s rank; the other side moves</source>
        <translation>Chaque pièce change de couleur et passe sur la rangée de l’autre camp ; l’autre camp a le trait</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reflect the board left to right; colours and the side to move stay</source>
        <translation>Refléter l’échiquier de gauche à droite ; les couleurs et le trait restent</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The position is legal.</source>
        <translation>La position est légale.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fix the problems above to start a game</source>
        <translation>Corrigez les problèmes ci-dessus pour commencer une partie</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Column %1: %2</source>
        <translation>Colonne %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>EditorReserves</name>
    <message>
        <location filename="../app/workbench/editorreserves.cpp" line="+13"/>
        <source>Off the board</source>
        <translation>Hors de l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Fortune of war at move:</source>
        <translation>Fortune de la guerre au coup&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none left</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K24: the move at which the fortune of war is drawn; 0 when none is left</source>
        <translation>K24&#xa0;: le coup où la fortune de la guerre est tirée&#xa0;; 0 s&apos;il n&apos;y en a plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Credit:</source>
        <translation>Crédit&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pieces lost:</source>
        <translation>Pièces perdues&#xa0;:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>In reserve, %1:</source>
        <translation>En réserve, %1&#xa0;:</translation>
    </message>
</context>
<context>
    <name>EngineClient</name>
    <message>
        <location filename="../model/document/engineclient.cpp" line="+288"/>
        <source>The engine did not answer for %1 s</source>
        <translation>Le moteur n&apos;a pas répondu pendant %1&#xa0;s</translation>
    </message>
    <message>
        <location line="-183"/>
        <source>The engine could not be started (%1): %2</source>
        <translation>Le moteur n&apos;a pas pu être démarré (%1)&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The engine could not be started: %1 does not exist</source>
        <translation>Le moteur n&apos;a pas pu être démarré&#xa0;: %1 n&apos;existe pas</translation>
    </message>
    <message>
        <location line="+164"/>
        <source>%1 does not play %2 (its UCI_Variant does not list %3)</source>
        <translation>%1 ne joue pas %2 (son UCI_Variant ne propose pas %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays standard chess only, not %2 (it has no UCI_Variant option)</source>
        <translation>%1 ne joue qu&apos;aux échecs classiques, pas %2 (il n&apos;a pas d&apos;option UCI_Variant)</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>The engine stopped unexpectedly</source>
        <translation>Le moteur s&apos;est arrêté de façon inattendue</translation>
    </message>
</context>
<context>
    <name>EngineLines</name>
    <message>
        <location filename="../model/document/enginelines.cpp" line="+21"/>
        <source>turn %1 &apos;%2&apos;: %3</source>
        <translation>coup %1 «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>EngineOptionsBox</name>
    <message>
        <location filename="../app/workbench/engineoptionsbox.cpp" line="+11"/>
        <source>Engine options</source>
        <translation>Options du moteur</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Default: %1</source>
        <translation>Par défaut&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(empty)</source>
        <translation>(vide)</translation>
    </message>
</context>
<context>
    <name>EnginePage</name>
    <message>
        <location filename="../app/workbench/enginepage.cpp" line="+20"/>
        <source>shooters-engine (built in)</source>
        <translation>shooters-engine (intégré)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A UCI engine&apos;s program; empty for the engine that comes with the workbench, which plays every rule system.</source>
        <translation>Le programme d&apos;un moteur UCI&#xa0;; vide pour le moteur fourni avec l&apos;atelier, qui joue tous les systèmes de règles.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built-in</source>
        <translation>Intégré</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use the engine that comes with the workbench</source>
        <translation>Utiliser le moteur fourni avec l&apos;atelier</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The Analysis dock, Analyse Game and games against the engine use it. An engine that does not play a game&apos;s rule system says so instead of analysing it.</source>
        <translation>Le panneau Analyse, «&#xa0;Analyser la partie&#xa0;» et les parties contre le moteur l&apos;utilisent. Un moteur qui ne joue pas le système de règles d&apos;une partie le dit au lieu de l&apos;analyser.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Program:</source>
        <translation>Programme&#xa0;:</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Choose a UCI Engine</source>
        <translation>Choisir un moteur UCI</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Asking the engine…</source>
        <translation>Interrogation du moteur…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The engine</source>
        <translation>Le moteur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 answers, but plays none of the workbench&apos;s rule systems.</source>
        <translation>%1 répond, mais ne joue aucun des systèmes de règles de l&apos;atelier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
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
        <translation>Anal&amp;yser la position</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start or stop the engine on the position shown, in the Analysis dock</source>
        <translation>Lancer ou arrêter le moteur sur la position affichée, dans le panneau Analyse</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sh&amp;ow Threat</source>
        <translation>Affic&amp;her la menace</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+Shift+X</source>
        <translation>Ctrl+Shift+X</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analyse what the other side threatens, as if the side to move passed</source>
        <translation>Analyser ce que menace l’autre camp, comme si le camp au trait passait</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play &amp;Best Turn</source>
        <translation>Jouer le &amp;meilleur coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the first turn of the Analysis dock&apos;s best line</source>
        <translation>Jouer le premier coup de la meilleure ligne du panneau Analyse</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Evaluation Bar</source>
        <translation>Barre d’évaluation</translation>
    </message>
    <message>
        <location filename="../app/workbench/enginepanels_evaluation.cpp" line="+50"/>
        <source>Evaluation Graph</source>
        <translation>Courbe d’évaluation</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Analyse Game</source>
        <translation>A&amp;nalyser la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search every position of the main line and mark inaccuracies, mistakes and blunders</source>
        <translation>Examiner chaque position de la ligne principale et marquer les imprécisions, les erreurs et les gaffes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analyse Game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Depth </source>
        <translation>Profondeur </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many plies the engine looks ahead from each position</source>
        <translation>Nombre de demi-coups que le moteur calcule à l&apos;avance depuis chaque position</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Threads </source>
        <translation>Fils </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many threads the engine searches with (1: the same marks every run)</source>
        <translation>Nombre de fils de recherche du moteur (1&#xa0;: les mêmes marques à chaque analyse)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> MB</source>
        <translation> Mo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hash </source>
        <translation>Hachage </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The size of the engine&apos;s hash table</source>
        <translation>La taille de la table de hachage du moteur</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>%v of %m positions</source>
        <translation>%v positions sur %m</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message numerus="yes">
        <location line="-10"/>
        <source>%n position(s) to analyse</source>
        <translation>
            <numerusform>%n position à analyser</numerusform>
            <numerusform>%n positions à analyser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %n position(s) scored</source>
        <translation>
            <numerusform>%1 sur %n position évaluée</numerusform>
            <numerusform>%1 sur %n positions évaluées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Click a count to go to that side&apos;s next turn of its kind.
Average loss: what the side&apos;s turns gave away, on average, in hundredths of the scores shown (centipawns in chess).</source>
        <translation>Cliquez sur un nombre pour aller au prochain coup de ce genre de ce camp.
Perte moyenne : ce que les coups du camp ont cédé en moyenne, en centièmes des évaluations affichées (centipions aux échecs).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Learn from Mistakes</source>
        <translation>Apprendre de ses erreurs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go back to each marked turn of the side at the bottom of the board and find a better one</source>
        <translation>Revenir à chaque coup marqué du camp en bas de l’échiquier et en trouver un meilleur</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Analysing the main line…</source>
        <translation>Analyse de la ligne principale…</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Analysis done: no turn to mark.</source>
        <translation>Analyse terminée&#xa0;: aucun coup à marquer.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Analysis done: %n turn(s) marked (Undo removes the marks).</source>
        <translation>
            <numerusform>Analyse terminée&#xa0;: %n coup marqué (Annuler retire les marques).</numerusform>
            <numerusform>Analyse terminée&#xa0;: %n coups marqués (Annuler retire les marques).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Analysis cancelled: nothing was marked.</source>
        <translation>Analyse annulée&#xa0;: rien n&apos;a été marqué.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1. Nothing was marked.</source>
        <translation>%1. Rien n&apos;a été marqué.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>?! Inaccuracies</source>
        <translation>?! Imprécisions</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>? Mistakes</source>
        <translation>? Erreurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>?? Blunders</source>
        <translation>?? Gaffes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average loss</source>
        <translation>Perte moyenne</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noirs</translation>
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
        <translation>Pas encore d’évaluation de cette position</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Evaluation: %1</source>
        <translation>Évaluation : %1</translation>
    </message>
</context>
<context>
    <name>EvaluationGraph</name>
    <message>
        <location filename="../views/evaluationgraph.cpp" line="+49"/>
        <source>not analysed</source>
        <translation>non analysé</translation>
    </message>
    <message>
        <location filename="../views/evaluationgraph_paint.cpp" line="+34"/>
        <source>Analyse the game to see its evaluation here</source>
        <translation>Analysez la partie pour voir son évaluation ici</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../app/workbench/exportdialog.cpp" line="+24"/>
        <source>Export Board</source>
        <translation>Exporter l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;PNG image</source>
        <translation>Image &amp;PNG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A picture of a fixed size, for slides, chats and documents</source>
        <translation>Une image de taille fixe, pour les présentations, les messageries et les documents</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;SVG drawing</source>
        <translation>Dessin &amp;SVG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A vector drawing that stays sharp at any size, for print and editing</source>
        <translation>Un dessin vectoriel qui reste net à toutes les tailles, pour l&apos;impression et la retouche</translation>
    </message>
    <message>
        <location line="+13"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Credits, losses and waiting pieces under the board</source>
        <translation>Crédits, pertes et pièces en attente sous l’échiquier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What Cannon Battle Chess keeps off the board, in a line under it</source>
        <translation>Ce que Cannon Battle Chess garde hors de l’échiquier, en une ligne dessous</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Off the board:</source>
        <translation>Hors de l’échiquier&#xa0;:</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The width and height of the picture</source>
        <translation>La largeur et la hauteur de l&apos;image</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The width and height of the drawing; it stays sharp when scaled</source>
        <translation>La largeur et la hauteur du dessin&#xa0;; il reste net à toute échelle</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Files and ranks along the board</source>
        <translation>Colonnes et rangées au bord de l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Format:</source>
        <translation>Format&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size:</source>
        <translation>Taille&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coordinates:</source>
        <translation>Coordonnées&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board as shown: flipped or not, with the last turn, arrows and circles; without the selection and hints.</source>
        <translation>L&apos;échiquier tel qu&apos;il est affiché&#xa0;: retourné ou non, avec le dernier coup, les flèches et les cercles&#xa0;; sans la sélection ni les indications.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <location filename="../app/workbench/filecommands.cpp" line="+59"/>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be started: %1.</source>
        <translation>La partie n&apos;a pas pu commencer&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+23"/>
        <location line="+8"/>
        <location line="+15"/>
        <location line="+12"/>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
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
        <translation>%1 ne contient aucune partie lisible ; la partie ouverte reste.

%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+15"/>
        <source>%1 could not be opened: %2.</source>
        <translation>%1 n&apos;a pas pu être ouvert&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Some of %1 could not be read; the games that could be read are open.</source>
        <translation>Une partie de %1 n&apos;a pas pu être lue&#xa0;; les parties lisibles sont ouvertes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Problems in the file</source>
        <translation>Problèmes dans le fichier</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n autre</numerusform>
            <numerusform>… et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game %1 could not be read.</source>
        <translation>La partie %1 n&apos;a pas pu être lue.</translation>
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
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location line="-41"/>
        <location line="+12"/>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+6"/>
        <source>Export Games</source>
        <translation>Exporter des parties</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>games.pgn</source>
        <translation>parties.pgn</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%Ln game(s) exported to %1</source>
        <translation>
            <numerusform>%Ln partie exportée vers %1</numerusform>
            <numerusform>%Ln parties exportées vers %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Parts of a game you changed in %1 could not be read when it was opened. Saving writes that game as it was read, so those parts will be gone from the file.</source>
        <translation>Des passages d’une partie que vous avez modifiée dans %1 n’ont pas pu être lues à l’ouverture. L’enregistrement écrit cette partie telle qu’elle a été lue : ces passages disparaîtront du fichier.</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+23"/>
        <source>%1 could not be saved: %2.
The file on disk is unchanged.</source>
        <translation>%1 n&apos;a pas pu être enregistré&#xa0;: %2.
Le fichier sur le disque n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>Games and positions (*.pgn *.sfen *.fen *.epd *.csv *.txt);;PGN files (*.pgn);;Positions (*.sfen *.fen *.epd);;Puzzle tables (*.csv);;All files (*)</source>
        <translation>Parties et positions (*.pgn *.sfen *.fen *.epd *.csv *.txt);;Fichiers PGN (*.pgn);;Positions (*.sfen *.fen *.epd);;Tables de problèmes (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unsaved Changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 contient des modifications non enregistrées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game</source>
        <translation>La partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do you want to save them?</source>
        <translation>Voulez-vous les enregistrer&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/workbench/filecommands_exchange.cpp" line="+27"/>
        <source>The game is on the clipboard as PGN</source>
        <translation>La partie est dans le presse-papiers au format PGN</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The clipboard&apos;s game</source>
        <translation>La partie du presse-papiers</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The clipboard holds no game that could be read: nothing merged</source>
        <translation>Le presse-papiers ne contient aucune partie lisible : rien n’a été fusionné</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The line through the turn on the board is on the clipboard as PGN</source>
        <translation>La variante passant par le coup de l’échiquier est dans le presse-papiers en PGN</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The game of tab “%1”</source>
        <translation>La partie de l’onglet « %1 »</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Merge Game from Ot&amp;her Tab</source>
        <translation>Fusionner la partie d’un autre on&amp;glet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add the turns of the game another tab shows to the game on the board as variations</source>
        <translation>Ajouter les coups de la partie d’un autre onglet à la partie de l’échiquier comme variantes</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Paste Game</source>
        <translation>Coller la partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1, column %2: %3</source>
        <translation>ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The clipboard holds no game that could be read.</source>
        <translation>Le presse-papiers ne contient aucune partie lisible.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This is a %1 position. Open it as a new %1 game?</source>
        <translation>C&apos;est une position de «&#xa0;%1&#xa0;». L&apos;ouvrir comme nouvelle partie de «&#xa0;%1&#xa0;»&#xa0;?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is not a position of %1, the rule system of the open game.</source>
        <translation>Ce n&apos;est pas une position de «&#xa0;%1&#xa0;», les règles de la partie ouverte.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>an unsaved game</source>
        <translation>une partie non enregistrée</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Restore Games</source>
        <translation>Restaurer les parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The workbench did not close properly last time. Restore the games it was working on (%1, kept at %2)?</source>
        <translation>L&apos;atelier ne s&apos;est pas fermé correctement la dernière fois. Restaurer les parties en cours (%1, conservées à %2)&#xa0;?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
</context>
<context>
    <name>FilterFieldName</name>
    <message>
        <location filename="../model/document/filterclause.cpp" line="+79"/>
        <source>white</source>
        <extracomment>The names of this context are the Games filter&apos;s fields, as in &quot;white:carlsen&quot;, in lower case. Several names may be given, separated by &apos;|&apos; (&quot;weiß|weiss&quot;); the English names work in every language too.</extracomment>
        <translation>blancs|blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black</source>
        <translation>noirs|noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player</source>
        <translation>joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>players</source>
        <translation>joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>event</source>
        <translation>tournoi|événement|evenement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>site</source>
        <translation>lieu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round</source>
        <translation>ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>date</source>
        <translation>date</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>year</source>
        <translation>année|annee</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>result</source>
        <translation>résultat|resultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rules</source>
        <translation>règles|regles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>variant</source>
        <translation>variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opening</source>
        <translation>ouverture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eco</source>
        <translation>eco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>theme</source>
        <translation>thème|theme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>themes</source>
        <translation>thèmes|themes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rating</source>
        <translation>classement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>elo</source>
        <translation>elo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plies</source>
        <translation>demi-coups|demicoups</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>length</source>
        <translation>longueur</translation>
    </message>
</context>
<context>
    <name>FortuneDialog</name>
    <message>
        <location filename="../views/fortunedialog.cpp" line="+22"/>
        <source>Fortune of War</source>
        <translation>Fortune de guerre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fortune of war is due, White to move. Draw a card with the ruleset&apos;s odds, or choose an outcome by hand to study it. Either is recorded as the turn.</source>
        <translation>La fortune de guerre est échue, les Blancs au trait. Tirez une carte avec les probabilités des règles, ou choisissez une issue à la main pour l&apos;étudier. L&apos;une ou l&apos;autre est enregistrée comme le coup.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fortune of war is due, Black to move. Draw a card with the ruleset&apos;s odds, or choose an outcome by hand to study it. Either is recorded as the turn.</source>
        <translation>La fortune de guerre est échue, les Noirs au trait. Tirez une carte avec les probabilités des règles, ou choisissez une issue à la main pour l&apos;étudier. L&apos;une ou l&apos;autre est enregistrée comme le coup.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Draw a card</source>
        <translation>Tirer une carte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The draw is reproducible: the same seed in the same position draws the same card.</source>
        <translation>Le tirage est reproductible&#xa0;: la même graine dans la même position tire la même carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw a card</source>
        <translation>&amp;Tirer une carte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No card drawn yet.</source>
        <translation>Aucune carte tirée pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Choose by hand</source>
        <translation>Choisir à la main</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Outcome</source>
        <translation>Issue</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Notation</source>
        <translation>Notation</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Odds</source>
        <translation>Probabilité</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play the &amp;chosen outcome</source>
        <translation>Jouer l&apos;issue &amp;choisie</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Drawn with seed %1: &lt;b&gt;%2&lt;/b&gt; (%3), odds %4</source>
        <translation>Tirée avec la graine %1&#xa0;: &lt;b&gt;%2&lt;/b&gt; (%3), probabilité %4</translation>
    </message>
</context>
<context>
    <name>GameAnalyzer</name>
    <message>
        <location filename="../model/document/gameanalyzer.cpp" line="+25"/>
        <source>The analysis stopped: %1</source>
        <translation>L&apos;analyse s&apos;est arrêtée&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The engine could not read a position of the game (it said: %1)</source>
        <translation>Le moteur n’a pas pu lire une position de la partie (il a répondu&#xa0;: %1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Another game was opened</source>
        <translation>Une autre partie a été ouverte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another game was opened during the analysis</source>
        <translation>Une autre partie a été ouverte pendant l&apos;analyse</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The whole game is being analysed</source>
        <translation>La partie entière est en cours d’analyse</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The game&apos;s main line changed during the analysis</source>
        <translation>La ligne principale de la partie a changé pendant l&apos;analyse</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Analyse Game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message>
        <location filename="../model/document/gameanalyzer_turn.cpp" line="+11"/>
        <source>Another turn was played</source>
        <translation>Un autre coup a été joué</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The engine gave no score after this turn</source>
        <translation>Le moteur n’a donné aucune évaluation après ce coup</translation>
    </message>
</context>
<context>
    <name>GameCommand</name>
    <message>
        <location filename="../model/document/gamecommands.cpp" line="+30"/>
        <source>Play %1</source>
        <translation>Jouer %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Edit comment</source>
        <translation>Modifier le commentaire</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Set glyphs</source>
        <translation>Définir les glyphes</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw shapes</source>
        <translation>Dessiner des formes</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Set evaluation</source>
        <translation>Fixer l’évaluation</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Set clock times</source>
        <translation>Définir les temps de pendule</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Promote variation</source>
        <translation>Promouvoir la variante</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Make main line</source>
        <translation>En faire la ligne principale</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Delete variation</source>
        <translation>Supprimer la variante</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Delete from here</source>
        <translation>Supprimer à partir d&apos;ici</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Set %1</source>
        <translation>Définir %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Insert line %1</source>
        <translation>Insérer la ligne %1</translation>
    </message>
    <message>
        <location filename="../model/document/gamemerge.cpp" line="+69"/>
        <location line="+138"/>
        <source>Merge game</source>
        <translation>Fusionner une partie</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Merge %n game(s)</source>
        <translation>
            <numerusform>Fusionner %n partie</numerusform>
            <numerusform>Fusionner %n parties</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/document/gamestrip.cpp" line="+56"/>
        <source>Strip comments</source>
        <translation>Supprimer les commentaires</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strip variations</source>
        <translation>Supprimer les variantes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strip glyphs</source>
        <translation>Supprimer les glyphes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strip arrows and circles</source>
        <translation>Supprimer les flèches et les cercles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strip evaluations</source>
        <translation>Supprimer les évaluations</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strip clock times</source>
        <translation>Supprimer les temps de pendule</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Strip turns before</source>
        <translation>Supprimer les coups précédents</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <location filename="../model/document/gamedocument.cpp" line="+232"/>
        <source>Annotate</source>
        <translation>Annoter</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Edit game information</source>
        <translation>Modifier les informations de la partie</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../model/document/gameend.cpp" line="+31"/>
        <source>White wins: %1</source>
        <translation>Les Blancs gagnent&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black wins: %1</source>
        <translation>Les Noirs gagnent&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw: %1</source>
        <translation>Nulle&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no monarch left</source>
        <translation>plus aucun monarque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>checkmate</source>
        <translation>échec et mat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stalemate</source>
        <translation>pat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>insufficient force</source>
        <translation>matériel insuffisant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bare monarchs</source>
        <translation>monarques seuls</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>100 quiet plies</source>
        <translation>100 demi-coups calmes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>repetition</source>
        <translation>répétition</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>insufficient material</source>
        <translation>matériel insuffisant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fifty-move rule</source>
        <translation>règle des cinquante coups</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>last monarch at the winning rank</source>
        <translation>dernier monarque au rang gagnant</translation>
    </message>
</context>
<context>
    <name>GameHeader</name>
    <message>
        <location filename="../views/gameheader.cpp" line="+27"/>
        <source>Double-click to edit the game&apos;s information</source>
        <translation>Double-cliquer pour modifier les informations de la partie</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>round %1</source>
        <translation>ronde %1</translation>
    </message>
</context>
<context>
    <name>GameHtml</name>
    <message>
        <location filename="../views/gamehtml.cpp" line="+31"/>
        <source>The start position</source>
        <translation>La position de départ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After %1%2 %3</source>
        <translation>Après %1%2 %3</translation>
    </message>
    <message>
        <location line="+189"/>
        <source>A game of %1</source>
        <translation>Une partie de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>round %1</source>
        <translation>ronde %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+4"/>
        <source>%1 cannot be written: %2</source>
        <translation>%1 ne peut pas être écrit&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>GameInfoDialog</name>
    <message>
        <location filename="../views/gameinfodialog.cpp" line="+42"/>
        <source>Game Information</source>
        <translation>Informations de la partie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;White:</source>
        <translation>&amp;Blancs&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White&apos;s rating:</source>
        <translation>Elo des Blancs&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Black:</source>
        <translation>&amp;Noirs&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s rating:</source>
        <translation>Elo des Noirs&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Event:</source>
        <translation>&amp;Événement&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Site:</source>
        <translation>&amp;Lieu&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Date:</source>
        <translation>&amp;Date&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Round:</source>
        <translation>&amp;Ronde&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Annotator:</source>
        <translation>&amp;Annotateur&#xa0;:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>YYYY.MM.DD, ?? where unknown</source>
        <translation>AAAA.MM.JJ, ?? si inconnu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Today</source>
        <translation>Aujourd’&amp;hui</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>* (in progress or unknown)</source>
        <translation>* (en cours ou inconnu)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1-0 (White won)</source>
        <translation>1-0 (les Blancs ont gagné)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0-1 (Black won)</source>
        <translation>0-1 (les Noirs ont gagné)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>½-½ (drawn)</source>
        <translation>½-½ (nulle)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Res&amp;ult:</source>
        <translation>Rés&amp;ultat&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tag</source>
        <translation>Étiquette</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Add Ta&amp;g</source>
        <translation>Ajouter une é&amp;tiquette</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Re&amp;move Tag</source>
        <translation>&amp;Supprimer l’étiquette</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Other tags:</source>
        <translation>Autres étiquettes&#xa0;:</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The date &quot;%1&quot; is not a PGN date: expected YYYY.MM.DD, with ?? for an unknown part (2024.05.??)</source>
        <translation>La date «&#xa0;%1&#xa0;» n’est pas une date PGN&#xa0;: attendu AAAA.MM.JJ, avec ?? pour une partie inconnue (2024.05.??)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rating &quot;%1&quot; is not a number</source>
        <translation>Le classement «&#xa0;%1&#xa0;» n’est pas un nombre</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The tag name &quot;%1&quot; can hold only letters, digits and &quot;_&quot;</source>
        <translation>Le nom d’étiquette «&#xa0;%1&#xa0;» ne peut contenir que des lettres, des chiffres et «&#xa0;_&#xa0;»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tag &quot;%1&quot; is there twice</source>
        <translation>L’étiquette «&#xa0;%1&#xa0;» figure deux fois</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tag &quot;%1&quot; is written from the game&apos;s start position</source>
        <translation>L’étiquette «&#xa0;%1&#xa0;» est écrite d’après la position de départ de la partie</translation>
    </message>
</context>
<context>
    <name>GameList</name>
    <message>
        <location filename="../model/document/gamelist.cpp" line="+257"/>
        <source>(could not be read)</source>
        <translation>(illisible)</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plies</source>
        <translation>Demi-coups</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Site</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Themes</source>
        <translation>Thèmes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White Elo</source>
        <translation>Elo Blancs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black Elo</source>
        <translation>Elo Noirs</translation>
    </message>
</context>
<context>
    <name>GamesPanel</name>
    <message>
        <location filename="../app/workbench/gamespanel.cpp" line="+29"/>
        <location line="+54"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ne&amp;xt Game</source>
        <translation>Partie suivante (&amp;X)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+Down</source>
        <translation>Ctrl+Down</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the next game of the Games list, as it is filtered and sorted</source>
        <translation>Ouvrir la partie suivante de la liste des parties, filtrée et triée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous &amp;Game</source>
        <translation>Partie précédente (&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+Up</source>
        <translation>Ctrl+Up</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the previous game of the Games list, as it is filtered and sorted</source>
        <translation>Ouvrir la partie précédente de la liste des parties, filtrée et triée</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The Games list shows no game</source>
        <translation>La liste des parties n’en montre aucune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the last game of the list</source>
        <translation>C’est la dernière partie de la liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the first game of the list</source>
        <translation>C’est la première partie de la liste</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: +%2 =%3 −%4 (%5%)</source>
        <translation>%1: +%2 =%3 −%4 (%5 %)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Copy takes at most %L1 games at once (%L2 are selected); Export writes any number to a file.</source>
        <translation>Copier prend au plus %L1 parties à la fois (%L2 sont sélectionnées)&#xa0;; Exporter en écrit autant qu&apos;il faut dans un fichier.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%Ln game(s) copied as PGN</source>
        <translation>
            <numerusform>%Ln partie copiée en PGN</numerusform>
            <numerusform>%Ln parties copiées en PGN</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game %1 is the game on the board</source>
        <translation>La partie %1 est celle de l’échiquier</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game %1 could not be read: nothing merged</source>
        <translation>La partie %1 n’a pas pu être lue : rien n’a été fusionné</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; game %2 is the game on the board</source>
        <translation>%1 ; la partie %2 est celle de l’échiquier</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+18"/>
        <source>Delete Game</source>
        <translation>Supprimer la partie</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Game %1 is the game on the board. Open another game of the file first, then delete this one.</source>
        <translation>La partie %1 est celle de l’échiquier. Ouvrez d’abord une autre partie du fichier, puis supprimez celle-ci.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Delete game %1 (%2 – %3) from the list?</source>
        <translation>Supprimer la partie %1 (%2 – %3) de la liste&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Delete %Ln games from the list?</source>
        <translation>
            <numerusform>Supprimer %Ln partie de la liste&#xa0;?</numerusform>
            <numerusform>Supprimer %Ln parties de la liste&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file changes when it is saved; until then it keeps the games.</source>
        <translation>Le fichier change à l’enregistrement&#xa0;; d’ici là, il garde les parties.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game %1, the game on the board, stays.</source>
        <translation>La partie %1, celle de l’échiquier, reste.</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Opening Tree</source>
        <translation>Arbre des ouvertures</translation>
    </message>
</context>
<context>
    <name>GamesView</name>
    <message>
        <location filename="../views/gamesview.cpp" line="+26"/>
        <location line="+297"/>
        <source>Games with This Position</source>
        <translation>Parties avec cette position</translation>
    </message>
    <message>
        <location line="-296"/>
        <source>Show All</source>
        <translation>Tout afficher</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any tag</source>
        <translation>Toute balise</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Site</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Themes</source>
        <translation>Thèmes</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Filter games, or: white:carlsen elo:2500+ date:2019</source>
        <translation>Filtrer les parties, ou : blancs:carlsen elo:2500+ date:2019</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Filter games</source>
        <translation>Filtrer les parties</translation>
    </message>
    <message numerus="yes">
        <location line="+78"/>
        <source>&amp;Merge %n Games into the Game on the Board</source>
        <translation>
            <numerusform>&amp;Fusionner %n partie dans la partie de l’échiquier</numerusform>
            <numerusform>&amp;Fusionner %n parties dans la partie de l’échiquier</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add the turns of the chosen games to the game on the board as variations, where it reaches each game&apos;s start</source>
        <translation>Ajouter les coups des parties choisies à la partie de l’échiquier comme variantes, là où elle atteint la position de départ de chacune</translation>
    </message>
    <message>
        <location line="-198"/>
        <source>Show the games whose main line reaches the position on the board</source>
        <translation>Afficher les parties dont la ligne principale atteint la position de l’échiquier</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plies</source>
        <translation>Demi-coups</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Filter games, or: carlsen vs nakamura</source>
        <translation>Filtrer les parties, ou : carlsen vs nakamura</translation>
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
        <translation>Parties dont une balise contient le texte. Joueurs accepte une rencontre : carlsen vs nakamura. Date, Classement et Demi-coups acceptent des intervalles : 1990-1999, &gt;=2020.06, 2500+, 1500-1800, &lt;40. Le classement d’une partie est celui d’un problème, ou la moyenne des Elo de ses joueurs. Toute balise accepte aussi des champs par leur nom, tous à la fois : blancs:carlsen noirs:caruana elo:2700+ date:2019 tournoi:&quot;World Cup&quot; (blancs, noirs, joueurs, tournoi, lieu, ronde, date, résultat, règles, ouverture, eco, thèmes, classement, elo, demi-coups ; les noms anglais aussi : white, black, …).</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>Default Columns</source>
        <translation>Colonnes par défaut</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Copy Game</source>
        <translation>&amp;Copier la partie</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>&amp;Copy %n Games</source>
        <translation>
            <numerusform>&amp;Copier %n partie</numerusform>
            <numerusform>&amp;Copier %n parties</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Export Game as PGN…</source>
        <translation>&amp;Exporter la partie en PGN…</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>&amp;Export %n Games as PGN…</source>
        <translation>
            <numerusform>&amp;Exporter %n partie en PGN…</numerusform>
            <numerusform>&amp;Exporter %n parties en PGN…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Game as &amp;Web Page…</source>
        <translation>Exporter en page &amp;web…</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Export %n Games as &amp;Web Page…</source>
        <translation>
            <numerusform>Exporter %n partie en page &amp;web…</numerusform>
            <numerusform>Exporter %n parties en page &amp;web…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the chosen games as one HTML page, with the diagrams their comments mark ([#])</source>
        <translation>Enregistrer les parties choisies en une seule page HTML, avec les diagrammes que marquent leurs commentaires ([#])</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Merge into the Game on the Board</source>
        <translation>&amp;Fusionner dans la partie de l’échiquier</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Delete Game…</source>
        <translation>&amp;Supprimer la partie…</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>&amp;Delete %n Games…</source>
        <translation>
            <numerusform>&amp;Supprimer %n partie…</numerusform>
            <numerusform>&amp;Supprimer %n parties…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 games</source>
        <translation>%1 parties sur %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Searching: %1 of %2 games, %3 found</source>
        <translation>Recherche : %1 parties sur %2, %3 trouvées</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>1 game reaches this position</source>
        <translation>1 partie atteint cette position</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 games reach this position</source>
        <translation>%1 parties atteignent cette position</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Stopped after %1 games: %2 found</source>
        <translation>Arrêté après %1 parties : %2 trouvées</translation>
    </message>
</context>
<context>
    <name>Glyphs</name>
    <message>
        <location filename="../views/glyphs.cpp" line="+15"/>
        <source>Good move</source>
        <translation>Bon coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brilliant move</source>
        <translation>Coup brillant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interesting move</source>
        <translation>Coup intéressant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dubious move</source>
        <translation>Coup douteux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equal position</source>
        <translation>Position égale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unclear position</source>
        <translation>Position confuse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is slightly better</source>
        <translation>Les Blancs sont légèrement mieux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is slightly better</source>
        <translation>Les Noirs sont légèrement mieux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is better</source>
        <translation>Les Blancs sont mieux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is better</source>
        <translation>Les Noirs sont mieux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White is winning</source>
        <translation>Les Blancs gagnent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black is winning</source>
        <translation>Les Noirs gagnent</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only move</source>
        <translation>Coup unique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equal, quiet position</source>
        <translation>Position égale et calme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equal, active position</source>
        <translation>Position égale et active</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zugzwang</source>
        <translation>Zugzwang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Development advantage</source>
        <translation>Avance de développement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counterplay</source>
        <translation>Contre-jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time trouble</source>
        <translation>Zeitnot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Novelty</source>
        <translation>Nouveauté</translation>
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
        <translation>Aller au coup</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This line has no turns yet.</source>
        <translation>Cette ligne n’a encore aucun coup.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Turn number, as the notation shows it: 12 for White&apos;s twelfth turn, 12... for Black&apos;s.</source>
        <translation>Numéro du coup, tel que la notation l’affiche : 12 pour le douzième coup des Blancs, 12... pour celui des Noirs.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This line runs from %1 to %2.</source>
        <translation>Cette ligne va de %1 à %2.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Go</source>
        <translation>&amp;Aller</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Goes to %1</source>
        <translation>Aller à %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type a number such as 12, or 12... for Black&apos;s turn.</source>
        <translation>Tapez un numéro comme 12, ou 12... pour le coup des Noirs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This line has no turn %1.</source>
        <translation>Cette ligne n’a pas de coup %1.</translation>
    </message>
</context>
<context>
    <name>MainLineChart</name>
    <message>
        <location filename="../views/mainlinechart.cpp" line="+102"/>
        <source>Start</source>
        <translation>Début</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/workbench/mainwindow.cpp" line="+276"/>
        <source>Move Tree</source>
        <translation>Arbre des coups</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Editing the position: drag shooters from the palette; wheel or 1-9 sets a rank</source>
        <translation>Modification de la position&#xa0;: faites glisser les tireurs depuis la palette&#xa0;; la molette ou 1-9 fixe un rang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Editing the position: drag pieces from the palette onto the board</source>
        <translation>Modification de la position&#xa0;: faites glisser les pièces depuis la palette sur l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1, game %2 of %3</source>
        <translation>%1, partie %2 sur %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1[*] — Shooters Chess Workbench</source>
        <translation>%1[*] — Shooters Chess Workbench</translation>
    </message>
    <message>
        <location filename="../app/workbench/mainwindow_menus.cpp" line="+57"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
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
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Main</source>
        <translation>Barre principale</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The position is on the clipboard as SFEN</source>
        <translation>La position est dans le presse-papiers au format SFEN</translation>
    </message>
    <message>
        <location filename="../app/workbench/mainwindow.cpp" line="-99"/>
        <location filename="../app/workbench/mainwindow_menus.cpp" line="+9"/>
        <location line="+1"/>
        <source>Paste SFEN</source>
        <translation>Coller un SFEN</translation>
    </message>
    <message>
        <location filename="../app/workbench/mainwindow_menus.cpp" line="+1"/>
        <source>The clipboard holds no position that could be read: %1.</source>
        <translation>Le presse-papiers ne contient aucune position lisible&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>About Shooters Chess Workbench</source>
        <translation>À propos de Shooters Chess Workbench</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Shooters Chess Workbench %1&lt;/h3&gt;&lt;p&gt;Analyse and annotate games of Shooters Chess: play turns on the board, build trees of variations, comment them and set up positions.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Shooters Chess Workbench %1&lt;/h3&gt;&lt;p&gt;Analysez et annotez des parties de Shooters Chess&#xa0;: jouez des coups sur l&apos;échiquier, construisez des arbres de variantes, commentez-les et mettez en place des positions.&lt;/p&gt;&lt;p&gt;Compilé avec Qt %2.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MergeMessage</name>
    <message>
        <location filename="../app/workbench/mergemessage.cpp" line="+26"/>
        <source>the start</source>
        <translation>le début</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 merged: %Ln turn(s) added as variations after %2</source>
        <translation>
            <numerusform>%1 fusionnée : %Ln coup ajouté en variante après %2</numerusform>
            <numerusform>%1 fusionnée : %Ln coups ajoutés en variantes après %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no turn this game lacks</source>
        <translation>%1 n’a aucun coup qui manque à cette partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 starts from a position this game does not reach: nothing merged</source>
        <translation>%1 part d’une position que cette partie n’atteint pas : rien n’a été fusionné</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is of another rule system: nothing merged</source>
        <translation>%1 relève d’un autre système de règles : rien n’a été fusionné</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%1 of %2 games merged: %Ln turn(s) added as variations</source>
        <translation>
            <numerusform>%1 parties sur %2 fusionnées : %Ln coup ajouté en variante</numerusform>
            <numerusform>%1 parties sur %2 fusionnées : %Ln coups ajoutés en variantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>None of the %n games brings a turn this game lacks: nothing merged</source>
        <translation>
            <numerusform>Aucune des %n parties n’apporte de coup qui manque à cette partie : rien n’a été fusionné</numerusform>
            <numerusform>Aucune des %n parties n’apporte de coup qui manque à cette partie : rien n’a été fusionné</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n of another rule system</source>
        <translation>
            <numerusform>%n d’un autre système de règles</numerusform>
            <numerusform>%n d’un autre système de règles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n from a position this game does not reach</source>
        <translation>
            <numerusform>%n d’une position que cette partie n’atteint pas</numerusform>
            <numerusform>%n de positions que cette partie n’atteint pas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MistakeTrainer</name>
    <message>
        <location filename="../model/document/mistaketrainer.cpp" line="+119"/>
        <source>The whole game is being analysed</source>
        <translation>La partie entière est en cours d’analyse</translation>
    </message>
</context>
<context>
    <name>MistakesMode</name>
    <message>
        <location filename="../app/workbench/mistakesmode.cpp" line="+22"/>
        <source>Learn from &amp;Mistakes</source>
        <translation>Apprendre de ses &amp;erreurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;Solution</source>
        <translation>Voir la &amp;solution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;kip Mistake</source>
        <translation>&amp;Passer l’erreur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back to each turn of yours the analysis marked and find a better one (the side at the bottom of the board)</source>
        <translation>Revenir à chacun de vos coups que l’analyse a marqués et en trouver un meilleur (le camp en bas de l’échiquier)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the engine&apos;s better turn for this mistake</source>
        <translation>Jouer le meilleur coup du moteur pour cette erreur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on to the next mistake without solving this one</source>
        <translation>Passer à l’erreur suivante sans résoudre celle-ci</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>No turn of White&apos;s is marked with a better one: analyse the game first (Analysis ▸ Analyse Game), or flip the board for Black&apos;s</source>
        <translation>Aucun coup des Blancs n’est marqué avec un meilleur&#xa0;: analysez d’abord la partie (Analyse ▸ Analyser la partie), ou retournez l’échiquier pour ceux des Noirs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No turn of Black&apos;s is marked with a better one: analyse the game first (Analysis ▸ Analyse Game), or flip the board for White&apos;s</source>
        <translation>Aucun coup des Noirs n’est marqué avec un meilleur&#xa0;: analysez d’abord la partie (Analyse ▸ Analyser la partie), ou retournez l’échiquier pour ceux des Blancs</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>White</source>
        <translation>les Blancs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>les Noirs</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Done: %1 of %n mistake(s) found</source>
        <translation>
            <numerusform>Terminé&#xa0;: %1 erreur trouvée sur %n</numerusform>
            <numerusform>Terminé&#xa0;: %1 erreurs trouvées sur %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Mistake %1 of %2: %3</source>
        <translation>Erreur %1 sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was played here. Find a better turn for %2.</source>
        <translation>Ici, %1 a été joué. Trouvez un meilleur coup pour %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>✓ Found: %1, the engine&apos;s turn</source>
        <translation>✓ Trouvé&#xa0;: %1, le coup du moteur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✓ Good too: %1 is a turn the analysis would not mark (the engine&apos;s was %2)</source>
        <translation>✓ Bien aussi&#xa0;: %1 est un coup que l’analyse ne marquerait pas (celui du moteur était %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Asking the engine about %1…</source>
        <translation>Le moteur examine %1…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✗ That is the turn the game played: find a better one</source>
        <translation>✗ C’est le coup joué dans la partie&#xa0;: trouvez-en un meilleur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✗ %1%2: the analysis would mark it as well. Try again, or Show Solution</source>
        <translation>✗ %1%2&#xa0;: l’analyse le marquerait aussi. Réessayez, ou Voir la solution</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✗ Not the engine&apos;s turn: try again, or Show Solution</source>
        <translation>✗ Pas le coup du moteur&#xa0;: réessayez, ou Voir la solution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ Not the engine&apos;s turn, and it could not be asked about %1 (%2): try again, or Show Solution</source>
        <translation>✗ Pas le coup du moteur, et il n’a pas pu examiner %1 (%2)&#xa0;: réessayez, ou Voir la solution</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The engine&apos;s turn: %1</source>
        <translation>Le coup du moteur&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>MoveMenu</name>
    <message>
        <location filename="../views/movemenu.cpp" line="+59"/>
        <source>Promote variation</source>
        <translation>Promouvoir la variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move this variation one place up among the alternatives</source>
        <translation>Remonter cette variante d&apos;un rang parmi les alternatives</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Make main line</source>
        <translation>En faire la ligne principale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the line through this turn the main line</source>
        <translation>Faire de la ligne passant par ce coup la ligne principale</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete variation</source>
        <translation>Supprimer la variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the variation that holds this turn</source>
        <translation>Supprimer la variante qui contient ce coup</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete from here</source>
        <translation>Supprimer à partir d&apos;ici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete every turn after this one, with their variations</source>
        <translation>Supprimer tous les coups après celui-ci, avec leurs variantes</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Copy line as PGN</source>
        <translation>Copier la variante en PGN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the game from its start along the line through this turn, without the other variations</source>
        <translation>Copier la partie depuis son début le long de la variante passant par ce coup, sans les autres variantes</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Comment on the game…</source>
        <translation>Commenter la partie…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Comment before…</source>
        <translation>Commentaire avant…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comment after…</source>
        <translation>Commentaire après…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Diagram of the start position</source>
        <translation>Diagramme de la position de départ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diagram after this turn</source>
        <translation>Diagramme après ce coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark the position for a diagram in the exported web page ([#])</source>
        <translation>Marquer la position pour un diagramme dans la page web exportée ([#])</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Move glyph</source>
        <translation>Glyphe de coup</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position glyph</source>
        <translation>Glyphe de position</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove glyphs</source>
        <translation>Retirer les glyphes</translation>
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
        <translation>Temps par coup</translation>
    </message>
</context>
<context>
    <name>MoveTreeModel</name>
    <message>
        <location filename="../model/document/movetreemodel.cpp" line="+244"/>
        <source>Turn</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Glyphs</source>
        <translation>Glyphes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
</context>
<context>
    <name>MoveTreeView</name>
    <message>
        <location filename="../views/movetreeview.cpp" line="+194"/>
        <source>Collapse variation</source>
        <translation>Replier la variante</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Expand variations here</source>
        <translation>Déplier les variantes ici</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Collapse all variations</source>
        <translation>Replier toutes les variantes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expand all variations</source>
        <translation>Déplier toutes les variantes</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/workbench/newgamedialog.cpp" line="+23"/>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Rule system:</source>
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>This rule system has no options.</source>
        <translation>Ces règles n&apos;ont pas d&apos;options.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Options:</source>
        <translation>Options&#xa0;:</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Stalemate:</source>
        <translation>&amp;Pat&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Insufficient force wins:</source>
        <translation>&amp;Force insuffisante gagne&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Monarch shield:</source>
        <translation>&amp;Bouclier des monarques&#xa0;:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loss for the stalemated side</source>
        <translation>perte pour le camp pat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What a side that has no legal turn, and is not in check, gets</source>
        <translation>Ce qu&apos;obtient un camp qui n&apos;a aucun coup légal sans être en échec</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A side wins when the ranks of all enemy shooters together are below the rank of each of its monarchs</source>
        <translation>Un camp gagne quand la somme des rangs de tous les tireurs adverses est inférieure au rang de chacun de ses monarques</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only a king, a queen, or a shooter ranked above its base rank shoots down a monarch; other shots only lower its rank</source>
        <translation>Seuls un roi, une dame ou un tireur au-dessus de son rang de base abattent un monarque&#xa0;; les autres tirs ne font que baisser son rang</translation>
    </message>
</context>
<context>
    <name>NotationView</name>
    <message>
        <location filename="../views/notationview.cpp" line="+260"/>
        <source>Collapse variation</source>
        <translation>Replier la variante</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Collapse all variations</source>
        <translation>Replier toutes les variantes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expand all variations</source>
        <translation>Déplier toutes les variantes</translation>
    </message>
    <message>
        <location filename="../views/notationview_events.cpp" line="+149"/>
        <source>No turns yet. Play a turn on the board to start the game.</source>
        <translation>Aucun coup pour l&apos;instant. Jouez un coup sur l&apos;échiquier pour commencer la partie.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Show this variation</source>
        <translation>Afficher cette variante</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>White&apos;s clock after this turn: %1</source>
        <translation>Pendule des Blancs après ce coup&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s clock after this turn: %1</source>
        <translation>Pendule des Noirs après ce coup&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Time spent on this turn: %1</source>
        <translation>Temps passé sur ce coup&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A diagram of the start position</source>
        <translation>Un diagramme de la position de départ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A diagram of the position after %1</source>
        <translation>Un diagramme de la position après %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File ▸ Export Game as Web Page draws the board here.</source>
        <translation>Fichier ▸ Exporter en page web dessine l’échiquier ici.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>White won</source>
        <translation>Les Blancs ont gagné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black won</source>
        <translation>Les Noirs ont gagné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn</source>
        <translation>Partie nulle</translation>
    </message>
</context>
<context>
    <name>OffBoard</name>
    <message>
        <location filename="../views/offboardline.cpp" line="+22"/>
        <source>White: credit %1, losses %2</source>
        <translation>Blancs&#xa0;: crédit %1, pertes %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black: credit %1, losses %2</source>
        <translation>Noirs&#xa0;: crédit %1, pertes %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>, waiting: %1</source>
        <translation>, en attente&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The fortune of war at move %1</source>
        <translation>La fortune de la guerre au coup %1</translation>
    </message>
</context>
<context>
    <name>OpeningTree</name>
    <message>
        <location filename="../model/document/openingtree.cpp" line="+281"/>
        <source>%1 (%2%)</source>
        <translation>%1 (%2&#xa0;%)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no results</source>
        <translation>aucun résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1% / %2% / %3%</source>
        <translation>%1&#xa0;% / %2&#xa0;% / %3&#xa0;%</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>White won %1, drawn %2, Black won %3, unknown %4</source>
        <translation>Les Blancs ont gagné %1, nulles %2, les Noirs ont gagné %3, inconnues %4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>How the games ended: White&apos;s wins, draws, Black&apos;s wins</source>
        <translation>Comment les parties ont fini&#xa0;: victoires des Blancs, nulles, victoires des Noirs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
</context>
<context>
    <name>OpeningTreeView</name>
    <message>
        <location filename="../views/openingtreeview.cpp" line="+81"/>
        <source>Click a turn to play it</source>
        <translation>Cliquer sur un coup le joue</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>No games: open a PGN file to see what its games played here</source>
        <translation>Aucune partie&#xa0;: ouvrez un fichier PGN pour voir ce que ses parties ont joué ici</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No game of the file reaches this position</source>
        <translation>Aucune partie du fichier n’atteint cette position</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln game(s) reach this position</source>
        <translation>
            <numerusform>%Ln partie atteint cette position</numerusform>
            <numerusform>%Ln parties atteignent cette position</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the games: %1 of %2</source>
        <translation>Lecture des parties&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The tree holds each game&apos;s first %1 plies</source>
        <translation>L’arbre contient les %1 premiers demi-coups de chaque partie</translation>
    </message>
</context>
<context>
    <name>PgnIo</name>
    <message>
        <location filename="../model/document/pgnio.cpp" line="+64"/>
        <source>there is no game in it</source>
        <translation>il ne contient aucune partie</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>it is a folder</source>
        <translation>c’est un dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a device or a pipe, not a file</source>
        <translation>c’est un périphérique ou un tube, pas un fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it has %1 bytes; files of at most 2 GiB are read</source>
        <translation>il fait %1 octets ; les fichiers de 2 Gio au plus sont lus</translation>
    </message>
</context>
<context>
    <name>PieceName</name>
    <message>
        <location filename="../model/document/coremessage.cpp" line="+12"/>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rook</source>
        <translation>tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bishop</source>
        <translation>fou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knight</source>
        <translation>cavalier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pawn</source>
        <translation>pion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>headquarters</source>
        <translation>quartier général</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bomber</source>
        <translation>bombardier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tank</source>
        <translation>char</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gun</source>
        <translation>canon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>machine-gun</source>
        <translation>mitrailleuse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cavalry</source>
        <translation>cavalerie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>soldier</source>
        <translation>soldat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>jester</source>
        <translation>bouffon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>elite pawn</source>
        <translation>pion d&apos;élite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannon</source>
        <translation>canon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ammunition</source>
        <translation>munitions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>archer</source>
        <translation>archer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>crater</source>
        <translation>cratère</translation>
    </message>
</context>
<context>
    <name>PieceNameDefinite</name>
    <message>
        <location line="+5"/>
        <source>the king</source>
        <translation>le roi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen</source>
        <translation>la dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rook</source>
        <translation>la tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bishop</source>
        <translation>le fou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the knight</source>
        <translation>le cavalier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the pawn</source>
        <translation>le pion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the headquarters</source>
        <translation>le quartier général</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bomber</source>
        <translation>le bombardier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the tank</source>
        <translation>le char</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the gun</source>
        <translation>le canon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the machine-gun</source>
        <translation>la mitrailleuse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cavalry</source>
        <translation>la cavalerie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the soldier</source>
        <translation>le soldat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jester</source>
        <translation>le bouffon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the elite pawn</source>
        <translation>le pion d&apos;élite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cannon</source>
        <translation>le canon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the ammunition</source>
        <translation>les munitions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the archer</source>
        <translation>l&apos;archer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the crater</source>
        <translation>le cratère</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message>
        <location filename="../views/piecepalette.cpp" line="+70"/>
        <source>Piece palette</source>
        <translation>Palette des pièces</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>White %1: drag it onto the board, or click here and then on squares</source>
        <translation>%1 des Blancs&#xa0;: faites glisser la pièce sur l&apos;échiquier, ou cliquez ici puis sur des cases</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black %1: drag it onto the board, or click here and then on squares</source>
        <translation>%1 des Noirs&#xa0;: faites glisser la pièce sur l&apos;échiquier, ou cliquez ici puis sur des cases</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Move and select shooters (no tool)</source>
        <translation>Déplacer et sélectionner des tireurs (aucun outil)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete: click shooters to remove them</source>
        <translation>Supprimer&#xa0;: cliquez sur des tireurs pour les retirer</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../model/document/positioneditor.cpp" line="+24"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1 is a hole in this board: no piece can stand there</source>
        <translation>%1 est un trou de l’échiquier&#xa0;: aucune pièce ne peut s’y trouver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not on the board</source>
        <translation>%1 n&apos;est pas sur l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no shooter on %1</source>
        <translation>Il n&apos;y a pas de tireur en %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown shooter type</source>
        <translation>Type de tireur inconnu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Place %1 %2 on %3</source>
        <translation>Placer %2 (%1) en %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Remove the %1 on %2</source>
        <translation>Retirer %1 en %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Move the %1 from %2 to %3</source>
        <translation>Déplacer %1 de %2 à %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A %1&apos;s rank must be 1 to %2</source>
        <translation>Le rang d&apos;une pièce de type %1 doit être compris entre 1 et %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rank %1 for the %2 on %3</source>
        <translation>Rang %1 pour %2 en %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Change the rank of the %1 on %2</source>
        <translation>Changer le rang de %1 en %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This rule system has no bridges</source>
        <translation>Ce système de règles n’a pas de ponts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A shooter cannot be bridged to itself</source>
        <translation>Un tireur ne peut pas être relié à lui-même par un pont</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 are not side by side, so they cannot be bridged</source>
        <translation>%1 et %2 ne sont pas côte à côte&#xa0;: ils ne peuvent pas être reliés par un pont</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 and %2 are not the same colour, so they cannot be bridged</source>
        <translation>%1 et %2 ne sont pas de la même couleur&#xa0;: ils ne peuvent pas être reliés par un pont</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is already bridged to %2; unbridge it first</source>
        <translation>%1 est déjà relié à %2 par un pont&#xa0;; rompez d&apos;abord ce pont</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bridge %1 and %2</source>
        <translation>Relier %1 et %2 par un pont</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The %1 on %2 is not bridged</source>
        <translation>%1 en %2 n&apos;est relié par aucun pont</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unbridge %1 and %2</source>
        <translation>Rompre le pont entre %1 et %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 to move</source>
        <translation>%1 au trait</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set the quiet-ply counter</source>
        <translation>Fixer le compteur de demi-coups calmes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set the turn number</source>
        <translation>Fixer le numéro du coup</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule system keeps nothing off the board</source>
        <translation>Ce système de règles ne garde rien hors de l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such reserve</source>
        <translation>Cette réserve n&apos;existe pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A reserve cannot be below 0</source>
        <translation>Une réserve ne peut pas être inférieure à 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A reserve cannot be above 999</source>
        <translation>Une réserve ne peut pas dépasser 999</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set a reserve</source>
        <translation>Régler une réserve</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Clear the board</source>
        <translation>Vider l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start position</source>
        <translation>Position initiale</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This board&apos;s shape is not the same seen from the other side</source>
        <translation>La forme de cet échiquier n’est pas la même vue de l’autre camp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This board&apos;s shape is not the same reflected left to right</source>
        <translation>La forme de cet échiquier n’est pas la même reflétée de gauche à droite</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Swap sides</source>
        <translation>Échanger les camps</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mirror left to right</source>
        <translation>Miroir gauche-droite</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>column %1: %2</source>
        <translation>colonne %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste SFEN</source>
        <translation>Coller un SFEN</translation>
    </message>
</context>
<context>
    <name>PositionStatus</name>
    <message>
        <location filename="../app/workbench/positionstatus.cpp" line="+10"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Turn %1: %2 to move, in check</source>
        <translation>Coup %1&#xa0;: %2 au trait, en échec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1: %2 to move</source>
        <translation>Coup %1&#xa0;: %2 au trait</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../app/workbench/preferencesdialog.cpp" line="+22"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board&apos;s preferred square size; it still grows and shrinks with the window.</source>
        <translation>La taille de case souhaitée pour l&apos;échiquier&#xa0;; il s&apos;agrandit et rétrécit toujours avec la fenêtre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show files and ranks along the board</source>
        <translation>Afficher les colonnes et les rangées au bord de l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light up legal destinations and targets</source>
        <translation>Éclairer les destinations et les cibles légales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the pieces of each turn to their squares</source>
        <translation>Faire glisser les pièces de chaque coup vers leurs cases</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At a fork, an arrow for each of the game&apos;s next turns</source>
        <translation>À un embranchement, une flèche pour chacun des coups suivants de la partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+83"/>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>A new language takes effect at the next start.</source>
        <translation>Une nouvelle langue prend effet au prochain démarrage.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Square size:</source>
        <translation>Taille des cases&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coordinates:</source>
        <translation>Coordonnées&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn input:</source>
        <translation>Saisie des coups&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation:</source>
        <translation>Animation&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variations:</source>
        <translation>Variantes&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System follows the desktop&apos;s colours: dark when the desktop&apos;s palette is dark or GTK_THEME names a dark theme.</source>
        <translation>Système suit les couleurs du bureau&#xa0;: sombre quand la palette du bureau est sombre ou que GTK_THEME désigne un thème sombre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ruleset default (airships)</source>
        <translation>Celui des règles (dirigeables)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic draws the Shooters pieces as Staunton chessmen, easier to tell apart on small squares.</source>
        <translation>Classique dessine les pièces de Shooters en figurines Staunton, plus faciles à distinguer sur de petites cases.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Theme:</source>
        <translation>Thème&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piece set:</source>
        <translation>Jeu de pièces&#xa0;:</translation>
    </message>
</context>
<context>
    <name>PresentationMode</name>
    <message>
        <location filename="../app/workbench/presentationmode.cpp" line="+16"/>
        <source>&amp;Presentation Mode</source>
        <translation>Mode &amp;présentation</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the board and the comments full screen, for teaching; Esc leaves</source>
        <translation>Afficher l&apos;échiquier et les commentaires en plein écran, pour l&apos;enseignement&#xa0;; Esc pour quitter</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Leave Presentation</source>
        <translation>Quitter la présentation</translation>
    </message>
</context>
<context>
    <name>PresentationView</name>
    <message>
        <location filename="../views/presentationview.cpp" line="+69"/>
        <source>← → turns    Home End    Esc leaves</source>
        <translation>← → coups    Home End    Esc pour quitter</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Start position</source>
        <translation>Position initiale</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Continuations:</source>
        <translation>Suites&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>→ plays the first, then ↑ ↓ choose another</source>
        <translation>→ joue la première, puis ↑ ↓ en choisissent une autre</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Continuation %1 of %2:</source>
        <translation>Suite %1 sur %2&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>↑ ↓ choose another</source>
        <translation>↑ ↓ en choisissent une autre</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
</context>
<context>
    <name>RankChart</name>
    <message>
        <location filename="../views/rankchart.cpp" line="+28"/>
        <source>The total rank of each side over the line; click a ply to go there</source>
        <translation>Le rang total de chaque camp au fil de la ligne&#xa0;; cliquez sur un demi-coup pour y aller</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>monarch fell</source>
        <translation>monarque abattu</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ply %1: White %2, Black %3</source>
        <translation>Demi-coup %1&#xa0;: Blancs %2, Noirs %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>White lost a monarch</source>
        <translation>Les Blancs ont perdu un monarque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black lost a monarch</source>
        <translation>Les Noirs ont perdu un monarque</translation>
    </message>
</context>
<context>
    <name>RankInspector</name>
    <message>
        <location filename="../views/rankinspector.cpp" line="+71"/>
        <source>Both sides</source>
        <translation>Les deux camps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Show:</source>
        <translation>Affic&amp;her&#xa0;:</translation>
    </message>
</context>
<context>
    <name>RankModel</name>
    <message>
        <location filename="../model/document/rankmodel.cpp" line="+67"/>
        <source>%1 %2 (rank %3)</source>
        <translation>%1 %2 (rang %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, shoot and replace</source>
        <translation>%1, tir et remplacement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 via %2</source>
        <translation>%1 via %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in series to %2</source>
        <translation>%1 en série jusqu&apos;en %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 with its pair via %2</source>
        <translation>%1 avec sa paire via %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rotating around %2</source>
        <translation>%1 en rotation autour de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 as a bomber</source>
        <translation>%1 en bombardier</translation>
    </message>
    <message>
        <location line="+152"/>
        <location line="+90"/>
        <location line="+3"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+90"/>
        <location line="+3"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>The rank changed in the last turn: %1 → %2</source>
        <translation>Le rang a changé au dernier coup&#xa0;: %1 → %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rank did not change in the last turn</source>
        <translation>Le rang n&apos;a pas changé au dernier coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rank at the start of the game: %1, now %2</source>
        <translation>Rang au début de la partie&#xa0;: %1, maintenant %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not bridged</source>
        <translation>Pas de pont</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bridged with the shooter on %1: the pair shoots and is shot with rank %2</source>
        <translation>Relié par un pont au tireur en %1&#xa0;: la paire tire et subit les tirs avec le rang %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No enemy piece could take the %1</source>
        <translation>Aucune pièce ennemie ne pourrait prendre %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could be taken by: %1</source>
        <translation>Pourrait être pris par : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No enemy shooter could shoot the %1 down</source>
        <translation>%1&#xa0;: aucun tireur ennemi ne pourrait l&apos;abattre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could be shot down by: %1</source>
        <translation>Pourrait être abattu par&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One enemy piece reaches it with a weak or plain class (M8)</source>
        <translation>Une pièce ennemie l’atteint avec une classe faible ou ordinaire (M8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only pieces of its own type reach it: a double capture (M11)</source>
        <translation>Seules des pièces de son type l’atteignent : une prise double (M11)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No enemy piece reaches it</source>
        <translation>Aucune pièce ennemie ne l’atteint</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2 on %3</source>
        <translation>%2 %1 en %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2 on %3, rank %4 (base %5)</source>
        <translation>%1&#xa0;: %2 en %3, rang %4 (base %5)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shooter</source>
        <translation>Tireur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Piece</source>
        <translation>Pièce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On</source>
        <translation>Case</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Δ turn</source>
        <translation>Δ coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Δ start</source>
        <translation>Δ début</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bridge</source>
        <translation>Pont</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Threats</source>
        <translation>Menaces</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defence</source>
        <translation>Défense</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs</source>
        <translation>Requis</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The type&apos;s base rank (S2)</source>
        <translation>Le rang de base du type (S2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The current rank: red below the base rank, green above it</source>
        <translation>Le rang actuel&#xa0;: en rouge sous le rang de base, en vert au-dessus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change of rank in the last turn (highlighted when it changed)</source>
        <translation>Changement de rang au dernier coup (mis en évidence s&apos;il a changé)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change of rank since the start of the game</source>
        <translation>Changement de rang depuis le début de la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The square of its bridge partner</source>
        <translation>La case de son partenaire de pont</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many enemy shooters could shoot it down on their next turn</source>
        <translation>Nombre de tireurs ennemis qui pourraient l&apos;abattre à leur prochain coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many enemy pieces could take it on their next turn</source>
        <translation>Combien de pièces ennemies pourraient la prendre au prochain coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its defence type: O orthogonal, D diagonal, J jumping, S short (M2)</source>
        <translation>Son type de défense : O orthogonal, D diagonal, J sauteur, S court (M2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The weapons it holds: its own, then those it took (M3, M10)</source>
        <translation>Les armes qu’elle détient : les siennes, puis celles qu’elle a prises (M3, M10)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enemy attackers needed to take it now: 1, or 2 for a double capture (M11)</source>
        <translation>Attaquants ennemis nécessaires pour la prendre maintenant : 1, ou 2 pour une prise double (M11)</translation>
    </message>
</context>
<context>
    <name>RanksPanel</name>
    <message>
        <location filename="../app/workbench/rankspanel.cpp" line="+18"/>
        <location line="+43"/>
        <source>Ranks</source>
        <translation>Rangs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <location filename="../app/workbench/recentfiles.cpp" line="+9"/>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear List</source>
        <translation>&amp;Effacer la liste</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <location filename="../model/document/recoverystore.cpp" line="+65"/>
        <source>cannot create the recovery folder %1</source>
        <translation>impossible de créer le dossier de récupération %1</translation>
    </message>
    <message>
        <location filename="../model/document/recoveryformat.cpp" line="+49"/>
        <source>&apos;%1&apos; is not text</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas du texte</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;%1&apos; is not a whole number from %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nombre entier à partir de %2</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>not a JSON object</source>
        <translation>pas un objet JSON</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>format %1 is not known (this version reads %2)</source>
        <translation>le format %1 est inconnu (cette version lit le %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no &apos;format&apos;</source>
        <translation>pas de «&#xa0;format&#xa0;»</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>&apos;%1&apos; is not a list</source>
        <translation>« %1 » n’est pas une liste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; holds something that is not a row number</source>
        <translation>« %1 » contient autre chose qu’un numéro de ligne</translation>
    </message>
</context>
<context>
    <name>ReservesModel</name>
    <message>
        <location filename="../model/document/reservesmodel.cpp" line="+104"/>
        <source>%1 on %2 (+%3)</source>
        <translation>%1 en %2 (+%3)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A shot into the ammunition (costs %1)</source>
        <translation>Un obus dans les munitions (coûte %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ammunition with one shot on %1 (costs %2)</source>
        <translation>Munitions avec un obus en %1 (coûte %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2 (costs %3)</source>
        <translation>%1 en %2 (coûte %3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 from the pool on %2</source>
        <translation>%1 de la réserve en %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Archer on %1</source>
        <translation>Archer en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Archers on %1</source>
        <translation>Archers en %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>after %1 losses, now %2</source>
        <translation>après %1 pertes, actuellement %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archers: %1</source>
        <translation>Archers&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Queen of Hearts: one %1 for Black&apos;s pool</source>
        <translation>Dame de cœur&#xa0;: +1 %1 dans la réserve des Noirs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Hearts: one %1 for White&apos;s pool</source>
        <translation>Dame de cœur&#xa0;: +1 %1 dans la réserve des Blancs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ace of Spades, strike: %1 and %2 are cleared</source>
        <translation>As de pique, frappe&#xa0;: %1 et %2 sont vidées</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ace of Spades, isolation: every isolated piece is removed</source>
        <translation>As de pique, isolement&#xa0;: toute pièce isolée est retirée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Joker: every crater is repaired</source>
        <translation>Joker&#xa0;: tous les cratères sont réparés</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>costs %1, credit %2</source>
        <translation>coûte %1, crédit %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the ammunition is full</source>
        <translation>les munitions sont pleines</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no free square on the base line</source>
        <translation>aucune case libre sur la ligne de base</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the king would stay in check</source>
        <translation>le roi resterait en échec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot</source>
        <translation>Obus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ReservesPanel</name>
    <message>
        <location filename="../app/workbench/reservespanel.cpp" line="+15"/>
        <source>Reserves</source>
        <translation>Réserves</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Fortune of &amp;War…</source>
        <translation>Fort&amp;une de guerre…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw or choose the fortune of war that is due (K24)</source>
        <translation>Tirer ou choisir la fortune de guerre échue (K24)</translation>
    </message>
</context>
<context>
    <name>ReservesView</name>
    <message>
        <location filename="../views/reservesview.cpp" line="+30"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reserve turns</source>
        <translation>Coups de réserve</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Withdraw</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Buy</source>
        <translation>Ache&amp;ter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Place</source>
        <translation>Pla&amp;cer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fortune of war</source>
        <translation>Fortune de la guerre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fortune of War…</source>
        <translation>Fortune de guerre…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Credit:</source>
        <translation>Crédit&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Losses:</source>
        <translation>Pertes&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pool:</source>
        <translation>Réserve&#xa0;:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to move</source>
        <translation>%1 au trait</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Due now: draw a card before any other turn (K24).</source>
        <translation>Échue&#xa0;: tirez une carte avant tout autre coup (K24).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comes at move %1.</source>
        <translation>Arrive au coup %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None left in this game.</source>
        <translation>Plus aucune dans cette partie.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The fortune of war comes first</source>
        <translation>La fortune de guerre passe d&apos;abord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to choose</source>
        <translation>Rien à choisir</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../views/rulespage.cpp" line="+78"/>
        <source>in any of the 8 directions</source>
        <translation>dans les 8 directions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>orthogonally (along a rank or a file)</source>
        <translation>orthogonalement (le long d&apos;une rangée ou d&apos;une colonne)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diagonally</source>
        <translation>en diagonale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>straight forward or back</source>
        <translation>tout droit en avant ou en arrière</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>forward or back</source>
        <translation>en avant ou en arrière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>straight forward</source>
        <translation>tout droit en avant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diagonally forward</source>
        <translation>en diagonale vers l&apos;avant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>north-east</source>
        <translation>nord-est</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>south-east</source>
        <translation>sud-est</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>south-west</source>
        <translation>sud-ouest</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>north-west</source>
        <translation>nord-ouest</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>towards %1</source>
        <translation>vers %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>any distance</source>
        <translation>à n&apos;importe quelle distance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 square</source>
        <translation>d&apos;une case</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>up to %1 squares</source>
        <translation>jusqu&apos;à %1 cases</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rules of %1</source>
        <translation>Règles de %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1×%2 board, %3 piece types; </source>
        <translation>échiquier de %1×%2, %3 types de pièces&#xa0;; </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pieces take by shooting.</source>
        <translation>les pièces prennent en tirant.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pieces take by moving onto their target.</source>
        <translation>les pièces prennent en allant sur leur cible.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Moves one square %1.</source>
        <translation>Se déplace d&apos;une case %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moves %1 %2; every square it passes must be empty.</source>
        <translation>Se déplace %1 %2&#xa0;; chaque case traversée doit être vide.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Leaps in an L (%1 squares), over any piece in between.</source>
        <translation>Saute en L (%1 cases), par-dessus toute pièce sur le chemin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The leap goes along a route through a corner: the two squares of the long leg, then the short one, or the other way round; at least one route must hold no enemy piece, and a series names its route.</source>
        <translation>Le saut suit une route par un coin&#xa0;: les deux cases de la grande branche puis la petite, ou l&apos;inverse&#xa0;; au moins une route doit être libre de pièces ennemies, et un tir en série nomme sa route.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>From its starting rank it may move two squares at once, if both are empty.</source>
        <translation>Depuis sa rangée de départ, elle peut avancer de deux cases d&apos;un coup si les deux sont vides.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Takes by moving one square %1 onto an enemy piece; it never takes the way it moves.</source>
        <translation>Prend en allant d&apos;une case %1 sur une pièce ennemie&#xa0;; elle ne prend jamais dans le sens où elle se déplace.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Takes an enemy piece by moving onto its square, along its moves.</source>
        <translation>Prend une pièce ennemie en allant sur sa case, selon ses déplacements.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>En passant: right after an enemy pawn&apos;s two-square step past it, it may take that pawn as if it had moved one square.</source>
        <translation>En passant&#xa0;: juste après qu&apos;un pion ennemi l&apos;a dépassé d&apos;un pas de deux cases, elle peut prendre ce pion comme s&apos;il n&apos;avait avancé que d&apos;une case.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Never takes by moving. Instead of moving it shoots %1, %2: it stays where it is and removes the first piece on the line, if that piece is an enemy.</source>
        <translation>Ne prend jamais en se déplaçant. Au lieu de se déplacer, elle tire %1, %2&#xa0;: elle reste sur place et retire la première pièce de la ligne, si c&apos;est une pièce adverse.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shoots %1, %2, standing or after a move.</source>
        <translation>Tire %1, %2, sur place ou après un déplacement.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shoots %1: %2 standing; after a move, %3 in the direction it moved and %4 in any other.</source>
        <translation>Tire %1&#xa0;: %2 sur place&#xa0;; après un déplacement, %3 dans la direction du déplacement et %4 dans les autres.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It cannot shoot in series.</source>
        <translation>Elle ne peut pas tirer en série.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In series it shoots every enemy on its path, nearest first.</source>
        <translation>En série, elle tire sur chaque ennemi de son chemin, le plus proche d&apos;abord.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In series it shoots one enemy piece on its path.</source>
        <translation>En série, elle tire sur une pièce ennemie de son chemin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In series it shoots up to %1 enemy pieces on its path, nearest first.</source>
        <translation>En série, elle tire sur jusqu&apos;à %1 pièces ennemies de son chemin, la plus proche d&apos;abord.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The square a series ends on must be empty.</source>
        <translation>La case où finit une série doit être vide.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It may shoot and replace: when its target is shot down, it moves onto that square.</source>
        <translation>Elle peut tirer et remplacer&#xa0;: quand sa cible est abattue, elle va sur sa case.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It may not shoot and replace.</source>
        <translation>Elle ne peut pas tirer et remplacer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the last rank it becomes a %1 of its colour (the player chooses).</source>
        <translation>Sur la dernière rangée, il devient (au choix du joueur) %1 de sa couleur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starts with rank %1, at most %2.</source>
        <translation>Commence au rang %1, au plus %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bridge range %1.</source>
        <translation>Portée de pont %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is a monarch: a side that has lost both monarchs has lost the game.</source>
        <translation>C&apos;est un monarque&#xa0;: un camp qui a perdu ses deux monarques a perdu la partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is the royal piece: it must never be left in check.</source>
        <translation>C&apos;est la pièce royale&#xa0;: elle ne doit jamais rester en échec.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bomber: instead of anything else it may explode, leaving the board and shooting every piece on the 8 squares around it with its rank.</source>
        <translation>Bombardier&#xa0;: au lieu de toute autre action, il peut exploser&#xa0;: il quitte l&apos;échiquier et tire avec son rang sur chaque pièce des 8 cases autour de lui.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It may castle with a rook (see Special moves).</source>
        <translation>Il peut roquer avec une tour (voir Special moves).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On its way it may pass over one piece of its own (B9).</source>
        <translation>En chemin, elle peut passer par-dessus une pièce de son camp (B9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Armour: pieces of the letters %1 cannot take it (B11).</source>
        <translation>Blindage&#xa0;: les pièces des lettres %1 ne peuvent pas la prendre (B11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reaching its last rank it leaves the board, and its player removes one enemy piece of their choice, never the royal piece (B17).</source>
        <translation>En atteignant sa dernière rangée, elle quitte l&apos;échiquier et son joueur retire une pièce adverse de son choix, jamais la pièce royale (B17).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It may receive an unload but never be unloaded.</source>
        <translation>Elle peut recevoir un déchargement mais jamais être déchargée.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The pieces</source>
        <translation>Les pièces</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Beside each piece, its board: dots where it moves from the middle, rings where it takes a lone enemy piece.</source>
        <translation>À côté de chaque pièce, son échiquier&#xa0;: des points là où elle va depuis le centre, des cercles là où elle prend une pièce adverse isolée.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../app/workbench/shortcuts.cpp" line="+61"/>
        <source>%1 is already the shortcut of “%2”</source>
        <translation>%1 est déjà le raccourci de « %2 »</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../app/workbench/shortcutsdialog.cpp" line="+46"/>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find an action or a key</source>
        <translation>Chercher une commande ou une touche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Commande</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Key</source>
        <translation>Touche</translation>
    </message>
</context>
<context>
    <name>ShortcutsPage</name>
    <message>
        <location filename="../app/workbench/shortcutspage.cpp" line="+33"/>
        <source>Filter by action or key</source>
        <translation>Filtrer par action ou touche</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Press the new key combination</source>
        <translation>Appuyez sur la nouvelle combinaison de touches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset to &amp;Default</source>
        <translation>Rétablir la valeur par &amp;défaut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset &amp;All</source>
        <translation>&amp;Tout rétablir</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shortcut:</source>
        <translation>Raccourci :</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1 is already the shortcut of “%2”</source>
        <translation>%1 est déjà le raccourci de « %2 »</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Shortcuts</source>
        <translation>Raccourcis</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is already the shortcut of “%2”; choose another or change that one first</source>
        <translation>%1 est déjà le raccourci de « %2 » ; choisissez-en un autre ou modifiez d’abord celui-là</translation>
    </message>
</context>
<context>
    <name>Sparring</name>
    <message>
        <location filename="../model/document/sparring.cpp" line="+23"/>
        <source>The engine failed: %1</source>
        <translation>Le moteur a échoué : %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play White</source>
        <translation>Vous jouez les Blancs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You play Black</source>
        <translation>Vous jouez les Noirs</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 against the engine: looking back (the engine&apos;s turn here)</source>
        <translation>%1 contre le moteur&#xa0;: retour en arrière (ici, c&apos;est au moteur de jouer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 against the engine: your turn</source>
        <translation>%1 contre le moteur : à vous de jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 against the engine: the engine is thinking…</source>
        <translation>%1 contre le moteur : le moteur réfléchit…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 against the engine: you resigned</source>
        <translation>%1 contre le moteur : vous avez abandonné</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 against the engine: %2</source>
        <translation>%1 contre le moteur : %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 against the engine: over</source>
        <translation>%1 contre le moteur : terminée</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>The engine played a turn that is not legal here: %1</source>
        <translation>Le moteur a joué un coup illégal ici : %1</translation>
    </message>
</context>
<context>
    <name>SparringDialog</name>
    <message>
        <location filename="../app/workbench/sparringdialog.cpp" line="+15"/>
        <source>Play against the Engine</source>
        <translation>Jouer contre le moteur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Depth:</source>
        <translation>&amp;Profondeur :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T&amp;ime per turn:</source>
        <translation>&amp;Temps par coup :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> plies</source>
        <translation> demi-coups</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many turns ahead the engine looks: 1 is very weak, 8 is strong</source>
        <translation>Combien de coups le moteur regarde en avant : 1 est très faible, 8 est fort</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play:</source>
        <translation>Vous jouez :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine strength:</source>
        <translation>Force du moteur :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
</context>
<context>
    <name>StripMenu</name>
    <message>
        <location filename="../app/workbench/stripmenu.cpp" line="+39"/>
        <source>&amp;Strip</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the comments, the variations or another kind of annotation out of the whole game</source>
        <translation>Retirer de toute la partie les commentaires, les variantes ou un autre type d’annotation</translation>
    </message>
    <message numerus="yes">
        <location line="-22"/>
        <source>%n comment(s) taken out of the game</source>
        <translation>
            <numerusform>%n commentaire retiré de la partie</numerusform>
            <numerusform>%n commentaires retirés de la partie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n variation(s) taken out of the game</source>
        <translation>
            <numerusform>%n variante retirée de la partie</numerusform>
            <numerusform>%n variantes retirées de la partie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n glyph(s) taken out of the game</source>
        <translation>
            <numerusform>%n glyphe retiré de la partie</numerusform>
            <numerusform>%n glyphes retirés de la partie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n arrow(s) and circle(s) taken out of the game</source>
        <translation>
            <numerusform>%n flèche ou cercle retiré de la partie</numerusform>
            <numerusform>%n flèches et cercles retirés de la partie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n evaluation(s) taken out of the game</source>
        <translation>
            <numerusform>%n évaluation retirée de la partie</numerusform>
            <numerusform>%n évaluations retirées de la partie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n clock time(s) taken out of the game</source>
        <translation>
            <numerusform>%n temps de pendule retiré de la partie</numerusform>
            <numerusform>%n temps de pendule retirés de la partie</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+12"/>
        <source>%1 (Undo reverses this)</source>
        <translation>%1 (Annuler revient en arrière)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Start the game from the position on the board, keeping what follows</source>
        <translation>Faire partir la partie de la position de l’échiquier, en gardant la suite</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) taken out: the game starts from this position</source>
        <translation>
            <numerusform>%n coup retiré : la partie part de cette position</numerusform>
            <numerusform>%n coups retirés : la partie part de cette position</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>All Turns &amp;Before This One (%1)</source>
        <translation>Tous les coups &amp;précédents (%1)</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>All &amp;Comments (%1)</source>
        <translation>Tous les &amp;commentaires (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All &amp;Variations (%1)</source>
        <translation>Toutes les &amp;variantes (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All &amp;Glyphs (%1)</source>
        <translation>Tous les &amp;glyphes (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All &amp;Arrows and Circles (%1)</source>
        <translation>Toutes les &amp;flèches et cercles (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All &amp;Evaluations (%1)</source>
        <translation>Toutes les &amp;évaluations (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All C&amp;lock Times (%1)</source>
        <translation>Tous les &amp;temps de pendule (%1)</translation>
    </message>
</context>
<context>
    <name>TrainingMode</name>
    <message>
        <location filename="../app/workbench/trainingmode.cpp" line="+17"/>
        <source>&amp;Training Mode</source>
        <translation>&amp;Quiz : deviner les coups</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ctrl+Shift+T</source>
        <translation>Ctrl+Shift+T</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Hide the game&apos;s turns after this one and play them yourself: a puzzle&apos;s solution, a master game&apos;s turns</source>
        <translation>Masquer les coups de la partie après celui-ci et les jouer soi-même : la solution d’un problème, les coups d’une partie de maître</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Training: play the game&apos;s next turn on the board; → shows it</source>
        <translation>Entraînement : jouez le coup suivant de la partie sur l’échiquier ; → le montre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training mode is off: every turn shows</source>
        <translation>Mode entraînement désactivé : tous les coups sont visibles</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Training mode waits until the game against the engine is stopped</source>
        <translation>Le mode entraînement attend la fin de la partie contre le moteur</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>✓ The game&apos;s turn: %1</source>
        <translation>✓ Le coup de la partie : %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✗ Not the game&apos;s turn: try again, or → to see it</source>
        <translation>✗ Pas le coup de la partie : réessayez, ou → pour le voir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✓ Solved: the game&apos;s line ends here</source>
        <translation>✓ Résolu : la ligne de la partie s’arrête ici</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Beyond the end of the game&apos;s line</source>
        <translation>Au-delà de la fin de la ligne de la partie</translation>
    </message>
</context>
<context>
    <name>TurnBox</name>
    <message>
        <location filename="../views/turnbox.cpp" line="+20"/>
        <source>Type a turn and press Enter</source>
        <translation>Saisissez un coup et appuyez sur Entrée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A turn in the game&apos;s notation; the suggestions are the legal turns. Escape goes back to the board.</source>
        <translation>Un coup dans la notation de la partie ; les suggestions sont les coups légaux. Échap revient à l’échiquier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Turn:</source>
        <translation>&amp;Coup :</translation>
    </message>
</context>
<context>
    <name>TurnCompletion</name>
    <message>
        <location filename="../model/document/turncompletion.cpp" line="+41"/>
        <source>Type a turn, such as one of the suggestions</source>
        <translation>Saisissez un coup, par exemple l’une des suggestions</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;%1&apos;, column %2: %3</source>
        <translation>« %1 », colonne %2 : %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos;: %2</source>
        <translation>« %1 » : %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;%1&apos;: a null move cannot stand here: the side to move is in check or has no turn to pass</source>
        <translation>« %1 » : un coup nul est impossible ici : le camp au trait est en échec ou n&apos;a aucun coup à passer</translation>
    </message>
</context>
<context>
    <name>TurnInput</name>
    <message>
        <location filename="../model/document/turnpreview.cpp" line="+27"/>
        <source>the %1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>White %1 on %2</source>
        <translation>%1 des Blancs en %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black %1 on %2</source>
        <translation>%1 des Noirs en %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, rank %2</source>
        <translation>%1, rang %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: no legal turn</source>
        <translation>%1&#xa0;: aucun coup légal</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>1 move</source>
        <translation>1 déplacement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 moves</source>
        <translation>%1 déplacements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 capture</source>
        <translation>1 prise</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 captures</source>
        <translation>%1 prises</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 shot</source>
        <translation>1 tir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 shots</source>
        <translation>%1 tirs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 other turn</source>
        <translation>1 autre coup</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 other turns</source>
        <translation>%1 autres coups</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Move</source>
        <translation>Déplacement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shoot</source>
        <translation>Tir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move and shoot</source>
        <translation>Déplacement et tir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shoot in series</source>
        <translation>Tir en série</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shoot and replace</source>
        <translation>Tir et remplacement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unload</source>
        <translation>Déchargement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bridge</source>
        <translation>Pont</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unbridge</source>
        <translation>Rupture du pont</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the pair</source>
        <translation>Déplacement de la paire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rotate the pair</source>
        <translation>Rotation de la paire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bomber</source>
        <translation>Bombardier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture</source>
        <translation>Prise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Castle</source>
        <translation>Roquer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>En passant</source>
        <translation>En passant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Promote</source>
        <translation>Promouvoir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Volley</source>
        <translation>Salve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double capture</source>
        <translation>Prise double</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Breakthrough</source>
        <translation>Percée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fire</source>
        <translation>Tir au canon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Frontal attack</source>
        <translation>Attaque frontale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Withdraw</source>
        <translation>Retrait</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy</source>
        <translation>Achat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place</source>
        <translation>Placement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fortune of war</source>
        <translation>Fortune de la guerre</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the %1 goes from %2 to %3</source>
        <translation>%1 va de %2 à %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 goes to %2 and shoots at %3</source>
        <translation>%1 va en %2 et tire sur %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the %1 on %2 shoots at %3</source>
        <translation>%1 en %2 tire sur %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 moves there</source>
        <translation>%1 y va</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+97"/>
        <source>the %1 stays on %2</source>
        <translation>%1 reste en %2</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>the %1 shoots its way to %2 by %3</source>
        <translation>%1 se fraie un chemin jusqu&apos;en %2 en tirant par %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 shoots its way to %2</source>
        <translation>%1 se fraie un chemin jusqu&apos;en %2 en tirant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 on %2 is sacrificed to %3</source>
        <translation>%1 en %2 est sacrifié(e) au profit de %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 become a pair</source>
        <translation>%1 et %2 forment une paire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 and %2 separate</source>
        <translation>%1 et %2 se séparent</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the pair on %1 and %2 moves to %3 and %4</source>
        <translation>la paire en %1 et %2 va en %3 et %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, then the %1 shoots at %2</source>
        <translation>, puis %1 tire sur %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 circles clockwise around %2 to %3</source>
        <translation>%1 tourne autour de %2 dans le sens des aiguilles d&apos;une montre jusqu&apos;en %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 circles anticlockwise around %2 to %3</source>
        <translation>%1 tourne autour de %2 dans le sens inverse des aiguilles d&apos;une montre jusqu&apos;en %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 on %2 explodes</source>
        <translation>%1 en %2 explose</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 on %2 takes on %3</source>
        <translation>le/la %1 en %2 prend en %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 on %2 fires a volley</source>
        <translation>%1 en %2 tire une salve</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 on %2 takes on %3 with a helper</source>
        <translation>%1 en %2 prend en %3 avec un aide</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 on %2 takes en passant on %3</source>
        <translation>le/la %1 en %2 prend en passant en %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the %1 castles to %2 with %3</source>
        <translation>le %1 roque en %2 avec %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 goes to %2 and becomes a %3</source>
        <translation>le/la %1 va en %2 et devient %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the %1 breaks through on %2 and %3 is removed</source>
        <translation>%1 perce en %2 et %3 est retiré(e)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 breaks through on %2</source>
        <translation>%1 perce en %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 on %2 fires at %3</source>
        <translation>%1 en %2 tire sur %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 on %2 leads a frontal attack to %3</source>
        <translation>%1 en %2 mène une attaque frontale jusqu&apos;en %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 on %2 is withdrawn</source>
        <translation>%1 en %2 est retiré de l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 falls</source>
        <translation>%1 tombe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 survives, rank %2 → %3</source>
        <translation>%1 survit, rang %2 → %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rises to rank %2</source>
        <translation>%1 monte au rang %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 stops on %2</source>
        <translation>%1 s&apos;arrête en %2</translation>
    </message>
    <message>
        <location line="-190"/>
        <location line="+194"/>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2; %3</source>
        <translation>%1&#xa0;: %2&#xa0;; %3</translation>
    </message>
    <message>
        <location filename="../model/document/turninput.cpp" line="+251"/>
        <source>A breakthrough never removes the %1: name another piece (B17)</source>
        <translation>Une percée ne peut pas retirer cette pièce (%1)&#xa0;: désignez-en une autre (B17)</translation>
    </message>
</context>
<context>
    <name>WizardPanel</name>
    <message>
        <location filename="../app/workbench/wizardpanel.cpp" line="+15"/>
        <source>Declare a Turn</source>
        <translation>Déclarer un coup</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Declare a &amp;Turn…</source>
        <translation>Déclarer un &amp;coup…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+Shift+D</source>
        <translation>Ctrl+Shift+D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare a turn step by step, with every answer explained</source>
        <translation>Déclarer un coup pas à pas, chaque réponse expliquée</translation>
    </message>
</context>
<context>
    <name>WizardView</name>
    <message>
        <location filename="../views/wizardview.cpp" line="+83"/>
        <source>&amp;Back</source>
        <translation>Pré&amp;cédent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the previous question (Backspace, Alt+Left)</source>
        <translation>Revenir à la question précédente (Backspace, Alt+Left)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start again from the shooter (Esc)</source>
        <translation>Recommencer depuis le choix du tireur (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next</source>
        <translation>Suiva&amp;nt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the chosen answer (Alt+N, or Enter in the list)</source>
        <translation>Valider la réponse choisie (Alt+N, ou Entrée dans la liste)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Declare</source>
        <translation>Décla&amp;rer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play this turn (Alt+D, or Ctrl+Enter)</source>
        <translation>Jouer ce coup (Alt+R, ou Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Shooter</source>
        <translation>Tireur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing is shot.</source>
        <translation>Aucun tireur n&apos;est touché.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Step %1 of %2: %3</source>
        <translation>Étape %1 sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>So far: %1</source>
        <translation>Jusqu&apos;ici&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check the turn, then declare it.</source>
        <translation>Vérifiez le coup, puis déclarez-le.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose below, or click a framed square on the board.</source>
        <translation>Choisissez ci-dessous, ou cliquez sur une case encadrée de l&apos;échiquier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose below.</source>
        <translation>Choisissez ci-dessous.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 on %2 leaves the board.</source>
        <translation>%1 en %2 quitte l&apos;échiquier.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 stays on %2.</source>
        <translation>%1 reste en %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 stops on %2: a survivor blocks the way to %3.</source>
        <translation>%1 s&apos;arrête en %2&#xa0;: un survivant barre le chemin vers %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ends on %2.</source>
        <translation>%1 termine en %2.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The pair ends on %1 and %2.</source>
        <translation>La paire termine en %1 et %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 → —</source>
        <translation>%1 → —</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>falls</source>
        <translation>tombe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>survives</source>
        <translation>survit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gains rank</source>
        <translation>monte en rang</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Check: the opponent&apos;s royal monarch can be shot down.</source>
        <translation>Échec&#xa0;: le monarque royal adverse peut être abattu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game ends: %1.</source>
        <translation>Fin de la partie&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <location filename="../model/document/workspace.cpp" line="+70"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>it is open in the workbench, and Save writes its whole list: choose another file</source>
        <translation>il est ouvert dans l&apos;atelier, et Enregistrer écrit toute sa liste&#xa0;: choisissez un autre fichier</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/workbench/main.cpp" line="+50"/>
        <source>Analyse and edit games of Shooters Chess.</source>
        <translation>Analyser et modifier des parties de Shooters Chess.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PGN or SFEN files to open, a tab each.</source>
        <translation>Fichiers PGN ou SFEN à ouvrir, un onglet chacun.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the position after this turn of the main line (of the last file).</source>
        <translation>Afficher la position après ce coup de la ligne principale (du dernier fichier).</translation>
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
        <translation>le long des rangées et des colonnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diagonally</source>
        <translation>en diagonale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the eight directions</source>
        <translation>dans les huit directions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in its own directions</source>
        <translation>dans ses propres directions</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 holds White&apos;s own %2: friendly shooters are not targets (S5)</source>
        <translation>sur %1 se trouve une pièce des Blancs (%2)&#xa0;: les tireurs amis ne sont pas des cibles (S5)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 holds Black&apos;s own %2: friendly shooters are not targets (S5)</source>
        <translation>sur %1 se trouve une pièce des Noirs (%2)&#xa0;: les tireurs amis ne sont pas des cibles (S5)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 holds White&apos;s own %2 (S12)</source>
        <translation>sur %1 se trouve une pièce des Blancs (%2) (S12)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds Black&apos;s own %2 (S12)</source>
        <translation>sur %1 se trouve une pièce des Noirs (%2) (S12)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is in the way</source>
        <translation>%1 barre le chemin</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 shoots only %2, not from %3 to %4</source>
        <translation>%1 ne tire que %2, pas de %3 vers %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the way to %1 leaves the board</source>
        <translation>le chemin vers %1 sort de l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>there is nothing to shoot on %1</source>
        <translation>il n&apos;y a rien à abattre en %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is %2 squares away, %3 range is %4</source>
        <translation>%1 est à %2 cases, la portée %3 est de %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is %2 squares away, %3 range is %4 along its move (%5)</source>
        <translation>%1 est à %2 cases, la portée %3 est de %4 dans le sens de son déplacement (%5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is %2 squares away, %3 range is %4 across its move (%5)</source>
        <translation>%1 est à %2 cases, la portée %3 est de %4 en travers de son déplacement (%5)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 cannot move to %2</source>
        <translation>%1 ne peut pas aller en %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a shooter cannot move to its own square</source>
        <translation>un tireur ne peut pas aller sur sa propre case</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 series names its corner (S6): %2</source>
        <translation>la série %1 nomme son coin (S6)&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not the corner of a route from %2 to %3 (S6)</source>
        <translation>%1 n&apos;est pas le coin d&apos;un trajet de %2 à %3 (S6)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 series names no corner: %2</source>
        <translation>la série %1 ne nomme pas de coin&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 does not shoot in series in this rule system</source>
        <translation>%1 ne tire pas en série dans ce système de règles</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 series must end on an empty square (S12)</source>
        <translation>la série %1 doit se terminer sur une case vide (S12)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>there is no enemy to shoot on the way to %1 (S12)</source>
        <translation>il n&apos;y a aucun ennemi à abattre sur le chemin vers %1 (S12)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the way to %1 holds %2 enemies, %3 shoots at most %4 in series (S12)</source>
        <translation>le chemin vers %1 compte %2 ennemis, %3 tire au plus %4 fois en série (S12)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is bridged and moves only with its pair (S15a)</source>
        <translation>%1 est relié par un pont et ne se déplace qu&apos;avec sa paire (S15a)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be named: a breakthrough never removes a monarch (B17)</source>
        <translation>%1 ne peut pas être désigné&#xa0;: une percée ne retire jamais un monarque (B17)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 is not empty: %2 stands there</source>
        <translation>%1 n&apos;est pas vide&#xa0;: %2 s&apos;y trouve</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not empty</source>
        <translation>%1 n&apos;est pas vide</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 may not shoot and replace (%2)</source>
        <translation>%1 ne peut pas tirer et remplacer (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 cannot explode (%2)</source>
        <translation>%1 ne peut pas exploser (%2)</translation>
    </message>
    <message>
        <location filename="../model/core/notation_battle.cpp" line="+98"/>
        <location filename="../model/core/notation_explain.cpp" line="+20"/>
        <source>%1 is not on the board</source>
        <translation>%1 n&apos;est pas sur l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no cannon of the side to move on %1</source>
        <translation>pas de canon du camp au trait en %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the cannon on %1 has no ammunition right behind it (K11)</source>
        <translation>le canon en %1 n&apos;a pas de munitions juste derrière lui (K11)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a cannon fires 1 to %1 squares straight ahead (K11)</source>
        <translation>un canon tire de 1 à %1 cases droit devant (K11)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the landing square %1 is not empty (K11)</source>
        <translation>la case d&apos;impact %1 n&apos;est pas vide (K11)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its blast would leave the own king in check (K26)</source>
        <translation>son explosion laisserait son propre roi en échec (K26)</translation>
    </message>
    <message>
        <location filename="../model/core/notation_explain.cpp" line="+7"/>
        <source>no shooter on %1</source>
        <translation>aucun tireur en %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is White&apos;s, and Black is to move</source>
        <translation>%1 appartient aux Blancs, et les Noirs ont le trait</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is Black&apos;s, and White is to move</source>
        <translation>%1 appartient aux Noirs, et les Blancs ont le trait</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is White&apos;s, not Black&apos;s</source>
        <translation>%1 appartient aux Blancs, pas aux Noirs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is Black&apos;s, not White&apos;s</source>
        <translation>%1 appartient aux Noirs, pas aux Blancs</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../model/core/notation_parse.cpp" line="+310"/>
        <source>the shooter on %1 is %2 (%3), not %4</source>
        <translation>le tireur en %1 est %2 (%3), pas %4</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>it would leave White without a monarch (S19a)</source>
        <translation>les Blancs se retrouveraient sans monarque (S19a)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it would leave Black without a monarch (S19a)</source>
        <translation>les Noirs se retrouveraient sans monarque (S19a)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it would leave White&apos;s royal monarch in check (S19)</source>
        <translation>le monarque royal des Blancs resterait en échec (S19)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it would leave Black&apos;s royal monarch in check (S19)</source>
        <translation>le monarque royal des Noirs resterait en échec (S19)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../model/core/notation_parse.cpp" line="-31"/>
        <source>not a legal turn here</source>
        <translation>ce n&apos;est pas un coup légal ici</translation>
    </message>
    <message>
        <location filename="../model/core/notation_explain_pairs.cpp" line="+33"/>
        <source>a pair moves in a straight line (S15a)</source>
        <translation>une paire se déplace en ligne droite (S15a)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the pair moves at most %1 square, the bridge range of its lower-ranked member (S15a)</source>
        <translation>la paire se déplace au plus de %1 case, la portée de pont de son membre de rang inférieur (S15a)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the pair moves at most %1 squares, the bridge range of its lower-ranked member (S15a)</source>
        <translation>la paire se déplace au plus de %1 cases, la portée de pont de son membre de rang inférieur (S15a)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the pair would leave the board</source>
        <translation>la paire sortirait de l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is in the way of the pair (S15a)</source>
        <translation>%1 barre le chemin de la paire (S15a)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 is not on the ring around the pivot %2 (S15a)</source>
        <translation>%1 n&apos;est pas sur l&apos;anneau autour du pivot %2 (S15a)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a rotation travels 2, 4 or 6 squares of the ring (D7)</source>
        <translation>une rotation parcourt 2, 4 ou 6 cases de l&apos;anneau (D7)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>that is %1 squares of the ring, %2 bridge range is %3 (S15a)</source>
        <translation>cela fait %1 cases de l&apos;anneau, la portée de pont %2 est de %3 (S15a)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the rotation would leave the board</source>
        <translation>la rotation sortirait de l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 blocks the rotation (S15a)</source>
        <translation>%1 bloque la rotation (S15a)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the ring holds %1 enemies, %2 shoots at most %3 in series (S12)</source>
        <translation>l&apos;anneau compte %1 ennemis, %2 tire au plus %3 fois en série (S12)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 rotation must end on an empty square (S12)</source>
        <translation>la rotation %1 doit se terminer sur une case vide (S12)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a shooter cannot unload onto itself</source>
        <translation>un tireur ne peut pas se décharger sur lui-même</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2 are not adjacent (S14)</source>
        <translation>%1 et %2 ne sont pas voisines (S14)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 and %2 are not side by side (S4)</source>
        <translation>%1 et %2 ne sont pas côte à côte (S4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is already bridged (S15)</source>
        <translation>%1 est déjà relié par un pont (S15)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 and %2 are not a bridged pair</source>
        <translation>%1 et %2 ne forment pas une paire reliée par un pont</translation>
    </message>
    <message>
        <location filename="../model/core/notation_parse.cpp" line="-248"/>
        <location filename="../model/core/notation_san.cpp" line="+96"/>
        <source>expected a turn, found nothing</source>
        <translation>coup attendu, rien trouvé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a piece letter or a square</source>
        <translation>une lettre de pièce ou une case</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected the new piece&apos;s letter after &apos;=&apos;</source>
        <translation>lettre de la nouvelle pièce attendue après « = »</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>expected &apos;ep&apos; (en passant)</source>
        <translation>« ep » (en passant) attendu</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>a square after &apos;^&apos;</source>
        <translation>une case après «&#xa0;^&#xa0;»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a shooter after &apos;=&apos;</source>
        <translation>un tireur après «&#xa0;=&#xa0;»</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a shooter after &apos;|&apos;</source>
        <translation>un tireur après «&#xa0;|&#xa0;»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a pivot shooter after &apos;~&apos;</source>
        <translation>un tireur pivot après «&#xa0;~&#xa0;»</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected &apos;&gt;&apos; (clockwise) or &apos;&lt;&apos; (anticlockwise) after the pivot</source>
        <translation>«&#xa0;&gt;&#xa0;» (sens horaire) ou «&#xa0;&lt;&#xa0;» (sens antihoraire) attendu après le pivot</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected one of - @ &gt; x ^ = | ~ after %1</source>
        <translation>l&apos;un des signes - @ &gt; x ^ = | ~ attendu après %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unexpected %1 after the turn</source>
        <translation>%1 inattendu après le coup</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 is not a piece letter (%2)</source>
        <translation>%1 n&apos;est pas une lettre de pièce (%2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected %1, found %2</source>
        <translation>attendu&#xa0;: %1, trouvé %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected %1</source>
        <translation>attendu&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a square, found %1</source>
        <translation>case attendue, trouvé %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a square</source>
        <translation>case attendue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a square after %1, found %2</source>
        <translation>case attendue après %1, trouvé %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a square after %1</source>
        <translation>case attendue après %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a rank number after the file %1, found %2</source>
        <translation>numéro de rangée attendu après la colonne %1, trouvé %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a rank number after the file %1</source>
        <translation>numéro de rangée attendu après la colonne %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>rank %1 is outside 1-16</source>
        <translation>la rangée %1 est hors de 1-16</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>names %1 legal turns</source>
        <translation>désigne %1 coups légaux</translation>
    </message>
    <message>
        <location filename="../model/core/notation_san.cpp" line="+6"/>
        <source>castling is not legal here</source>
        <translation>le roque n&apos;est pas légal ici</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+22"/>
        <source>expected a promotion letter, found %1</source>
        <translation>lettre de promotion attendue, %1 trouvé</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>no legal move from %1 to %2</source>
        <translation>aucun coup légal de %1 à %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>expected a destination square (like e4) at the end</source>
        <translation>une case d&apos;arrivée (comme e4) est attendue à la fin</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a piece letter</source>
        <translation>%1 n&apos;est pas une lettre de pièce</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>unexpected %1 in the move</source>
        <translation>%1 inattendu dans le coup</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>ambiguous: %1 legal moves match; name the file or rank</source>
        <translation>ambigu&#xa0;: %1 coups légaux correspondent&#xa0;; précisez la colonne ou la rangée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the pawn promotes here: add the piece it becomes (like %1)</source>
        <translation>le pion est promu ici&#xa0;: ajoutez la pièce qu’il devient (comme %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no legal move matches</source>
        <translation>aucun coup légal ne correspond</translation>
    </message>
</context>
<context>
    <name>sc::Pgn</name>
    <message>
        <location filename="../model/core/pgnreader.cpp" line="+85"/>
        <source>unknown variant %1; known: %2</source>
        <translation>variante %1 inconnue&#xa0;; connues&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the variant %1 names several rulesets; known: %2</source>
        <translation>la variante %1 désigne plusieurs règles&#xa0;; connues&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>in the tag %1: %2</source>
        <translation>dans la balise %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>SetUp is &quot;1&quot; but there is no FEN tag; the game starts from the ruleset&apos;s start position</source>
        <translation>SetUp vaut «&#xa0;1&#xa0;» mais il n&apos;y a pas de balise FEN&#xa0;; la partie commence à la position initiale des règles</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the ruleset&apos;s start position cannot be read: column %1: %2</source>
        <translation>la position initiale des règles est illisible&#xa0;: colonne %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the FEN tag is not a valid SFEN: column %1: %2</source>
        <translation>la balise FEN n&apos;est pas un SFEN valide&#xa0;: colonne %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../model/core/pgnlexer.cpp" line="+83"/>
        <source>byte 0x00 (NUL)</source>
        <translation>octet 0x00 (NUL)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid UTF-8 byte %1</source>
        <translation>octet UTF-8 invalide %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>control byte %1</source>
        <translation>octet de contrôle %1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1 replaced by U+FFFD</source>
        <translation>%1 remplacé par U+FFFD</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the character %1</source>
        <translation>le caractère %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>expected a tag name after &apos;[&apos;</source>
        <translation>nom de balise attendu après «&#xa0;[&#xa0;»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected &apos;&quot;&apos; and the value of the tag %1</source>
        <translation>«&#xa0;&quot;&#xa0;» et la valeur de la balise %1 attendus</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the value of the tag %1 is not closed: expected &apos;&quot;&apos; before the end of the file</source>
        <translation>la valeur de la balise %1 n&apos;est pas fermée&#xa0;: «&#xa0;&quot;&#xa0;» attendu avant la fin du fichier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the value of the tag %1 is not closed: expected &apos;&quot;&apos; before the end of the line</source>
        <translation>la valeur de la balise %1 n&apos;est pas fermée&#xa0;: «&#xa0;&quot;&#xa0;» attendu avant la fin de la ligne</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected &apos;]&apos; to close the tag %1</source>
        <translation>«&#xa0;]&#xa0;» attendu pour fermer la balise %1</translation>
    </message>
    <message>
        <location filename="../model/core/pgnmovetext.cpp" line="+156"/>
        <source>the end of the file</source>
        <translation>la fin du fichier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the next game&apos;s tags</source>
        <translation>les balises de la partie suivante</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected the number of a NAG after &apos;$&apos;</source>
        <translation>numéro de NAG attendu après «&#xa0;$&#xa0;»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the NAG $%1 is outside $0-$255; it is left out</source>
        <translation>le NAG $%1 est hors de $0-$255&#xa0;; il est ignoré</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected a turn, a comment or &apos;)&apos; but found %1</source>
        <translation>coup, commentaire ou «&#xa0;)&#xa0;» attendu, mais trouvé %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the result %1</source>
        <translation>le résultat %1</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 is a null move, which cannot stand here: the side to move is in check or has no turn to pass</source>
        <translation>%1 est un coup nul, impossible ici : le camp au trait est en échec ou n&apos;a aucun coup à passer</translation>
    </message>
    <message>
        <location line="+65"/>
        <location filename="../model/core/puzzlecsv.cpp" line="+202"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 est illisible&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../model/core/puzzlecsv.cpp" line="+5"/>
        <source>%1 is not a legal turn: %2</source>
        <translation>%1 n&apos;est pas un coup légal&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>a NAG or glyph must follow a turn; $%1 is left out</source>
        <translation>un NAG ou un glyphe doit suivre un coup&#xa0;; $%1 est ignoré</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+158"/>
        <location filename="../model/core/pgnreader.cpp" line="-58"/>
        <source>in a comment: %1</source>
        <translation>dans un commentaire&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-136"/>
        <source>the comment is not closed: expected &apos;}&apos; before the end of the file</source>
        <translation>le commentaire n&apos;est pas fermé&#xa0;: «&#xa0;}&#xa0;» attendu avant la fin du fichier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the comment is not closed: expected &apos;}&apos; before the tag line at line %1</source>
        <translation>le commentaire n&apos;est pas fermé&#xa0;: «&#xa0;}&#xa0;» attendu avant la ligne de balise à la ligne %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a variation must follow a turn: expected a turn before &apos;(&apos;</source>
        <translation>une variante doit suivre un coup&#xa0;: coup attendu avant «&#xa0;(&#xa0;»</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>unbalanced &apos;)&apos;: no variation is open</source>
        <translation>«&#xa0;)&#xa0;» en trop&#xa0;: aucune variante n&apos;est ouverte</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>expected &apos;)&apos; to close the variation opened at line %1, column %2, but found %3 (%4 variations are open)</source>
        <translation>«&#xa0;)&#xa0;» attendu pour fermer la variante ouverte ligne %1, colonne %2, mais trouvé %3 (%4 variantes sont ouvertes)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected &apos;)&apos; to close the variation opened at line %1, column %2, but found %3</source>
        <translation>«&#xa0;)&#xa0;» attendu pour fermer la variante ouverte ligne %1, colonne %2, mais trouvé %3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the rest of the variation opened at line %1, column %2 is left out</source>
        <translation>le reste de la variante ouverte ligne %1, colonne %2 est laissé de côté</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>expected a turn or the turn number %1 but found words; they are kept as the game&apos;s first comment</source>
        <translation>coup ou numéro de coup %1 attendu, mais trouvé des mots&#xa0;; ils sont gardés comme premier commentaire de la partie</translation>
    </message>
    <message>
        <location filename="../model/core/pgnshapes.cpp" line="+135"/>
        <source>the arrow %1 cannot be read: expected a colour (G, R, Y or B) and two squares, as in Ge2e4</source>
        <translation>la flèche %1 est illisible&#xa0;: une couleur (G, R, Y ou B) et deux cases attendues, comme dans Ge2e4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the circle %1 cannot be read: expected a colour (G, R, Y or B) and a square, as in Gd4</source>
        <translation>le cercle %1 est illisible&#xa0;: une couleur (G, R, Y ou B) et une case attendues, comme dans Gd4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the arrow %1 names a square off the board</source>
        <translation>la flèche %1 désigne une case hors de l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the circle %1 names a square off the board</source>
        <translation>le cercle %1 désigne une case hors de l&apos;échiquier</translation>
    </message>
    <message>
        <location filename="../model/core/puzzlecsv.cpp" line="-52"/>
        <source>the row ends before field %1 (%2), where a puzzle&apos;s position stands</source>
        <translation>la ligne s&apos;arrête avant le champ %1 (%2), où se trouve la position d&apos;un problème</translation>
    </message>
</context>
<context>
    <name>sc::Pieces</name>
    <message>
        <location filename="../model/core/notation_explain.cpp" line="-393"/>
        <source>a king</source>
        <translation>un roi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a queen</source>
        <translation>une dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a rook</source>
        <translation>une tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a bishop</source>
        <translation>un fou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a knight</source>
        <translation>un cavalier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pawn</source>
        <translation>un pion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a king&apos;s</source>
        <translation>d&apos;un roi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a queen&apos;s</source>
        <translation>d&apos;une dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a rook&apos;s</source>
        <translation>d&apos;une tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a bishop&apos;s</source>
        <translation>d&apos;un fou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a knight&apos;s</source>
        <translation>d&apos;un cavalier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pawn&apos;s</source>
        <translation>d&apos;un pion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king on %1</source>
        <translation>le roi en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen on %1</source>
        <translation>la dame en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rook on %1</source>
        <translation>la tour en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bishop on %1</source>
        <translation>le fou en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the knight on %1</source>
        <translation>le cavalier en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the pawn on %1</source>
        <translation>le pion en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a white king on %1</source>
        <translation>un roi blanc en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a white queen on %1</source>
        <translation>une dame blanche en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a white rook on %1</source>
        <translation>une tour blanche en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a white bishop on %1</source>
        <translation>un fou blanc en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a white knight on %1</source>
        <translation>un cavalier blanc en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a white pawn on %1</source>
        <translation>un pion blanc en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king on %1</source>
        <translation>un roi noir en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen on %1</source>
        <translation>une dame noire en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black rook on %1</source>
        <translation>une tour noire en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black bishop on %1</source>
        <translation>un fou noir en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black knight on %1</source>
        <translation>un cavalier noir en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black pawn on %1</source>
        <translation>un pion noir en %1</translation>
    </message>
</context>
<context>
    <name>sc::Sfen</name>
    <message>
        <location filename="../model/core/sfen.cpp" line="+22"/>
        <source>expected 5 fields (placement, side, bridges, quiet, turn), found %1: the placement is missing</source>
        <translation>5 champs attendus (placement, trait, ponts, calmes, coup), %1 trouvé(s)&#xa0;: le placement manque</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected 5 fields (placement, side, bridges, quiet, turn), found %1: the side to move is missing</source>
        <translation>5 champs attendus (placement, trait, ponts, calmes, coup), %1 trouvé(s)&#xa0;: le trait manque</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected 5 fields (placement, side, bridges, quiet, turn), found %1: the bridges is missing</source>
        <translation>5 champs attendus (placement, trait, ponts, calmes, coup), %1 trouvé(s)&#xa0;: les ponts manquent</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected 5 fields (placement, side, bridges, quiet, turn), found %1: the quiet count is missing</source>
        <translation>5 champs attendus (placement, trait, ponts, calmes, coup), %1 trouvé(s)&#xa0;: le compte des demi-coups calmes manque</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected 5 fields (placement, side, bridges, quiet, turn), found %1: the turn number is missing</source>
        <translation>5 champs attendus (placement, trait, ponts, calmes, coup), %1 trouvé(s)&#xa0;: le numéro du coup manque</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>character %1</source>
        <translation>caractère %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>expected the quiet count, a whole number from 0, found %1</source>
        <translation>compte des demi-coups calmes attendu, un entier à partir de 0, trouvé %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected the turn number, a whole number from 1, found %1</source>
        <translation>numéro du coup attendu, un entier à partir de 1, trouvé %1</translation>
    </message>
    <message>
        <location filename="../model/core/sfendetail.h" line="+63"/>
        <source>too many ranks: the board has %1</source>
        <translation>trop de rangées&#xa0;: l&apos;échiquier en a %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected %1 ranks, found %2</source>
        <translation>%1 rangées attendues, %2 trouvée(s)</translation>
    </message>
    <message>
        <location filename="../model/core/sfen.cpp" line="+45"/>
        <source>a run of empty squares cannot start with 0</source>
        <translation>une suite de cases vides ne peut pas commencer par 0</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>two digits in a row</source>
        <translation>deux chiffres à la suite</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a rank in brackets must follow a piece letter</source>
        <translation>un rang entre crochets doit suivre une lettre de pièce</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>weapons in braces must follow a piece letter (M22)</source>
        <translation>les armes entre accolades doivent suivre une lettre de pièce (M22)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../model/core/sfenreserve.cpp" line="+54"/>
        <source>expected a piece letter (%1), a digit or &apos;/&apos;, found %2</source>
        <translation>lettre de pièce (%1), chiffre ou «&#xa0;/&#xa0;» attendu, trouvé %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has no ranks: brackets are not allowed</source>
        <translation>%1 n&apos;a pas de rangs&#xa0;: les crochets ne sont pas permis</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no weapons: braces are not allowed</source>
        <translation>%1 n&apos;a pas d&apos;armes&#xa0;: les accolades ne sont pas permises</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>rank %1 has %2 squares, expected %3 (the rank is empty)</source>
        <translation>la rangée %1 a %2 cases, %3 attendues (la rangée est vide)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rank %1 has %2 squares, expected %3</source>
        <translation>la rangée %1 a %2 cases, %3 attendues</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>unclosed bracket: expected a rank and &apos;]&apos;</source>
        <translation>crochet non fermé&#xa0;: un rang et «&#xa0;]&#xa0;» attendus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a rank number in brackets, found %1</source>
        <translation>numéro de rang attendu entre crochets, trouvé %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unclosed bracket: expected &apos;]&apos; after the rank</source>
        <translation>crochet non fermé&#xa0;: «&#xa0;]&#xa0;» attendu après le rang</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected &apos;]&apos; after the rank, found %1</source>
        <translation>«&#xa0;]&#xa0;» attendu après le rang, trouvé %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a %1&apos;s rank must be from 1 to %2 (%4), found %3</source>
        <translation>le rang d&apos;une pièce de type %1 doit être compris entre 1 et %2 (%4), trouvé %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>expected a weapon letter (O, D, J or S, upper case) or &apos;}&apos;, found %1</source>
        <translation>lettre d’arme (O, D, J ou S, en majuscule) ou « } » attendue, trouvé : %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>weapon %1 is given twice</source>
        <translation>l’arme %1 est donnée deux fois</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weapon %1 is out of order: write them as O, D, J, S</source>
        <translation>l’arme %1 n’est pas à sa place : écrivez-les dans l’ordre O, D, J, S</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>weapon %1 is the %2&apos;s own and is not written</source>
        <translation>l’arme %1 est propre à %2 et ne s’écrit pas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unclosed brace: expected &apos;}&apos;</source>
        <translation>accolade non fermée : « } » attendue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty braces: a piece with only its own weapons has none</source>
        <translation>accolades vides : une pièce qui n’a que ses propres armes n’en a pas</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>expected a square (like c1) in the bridges, found %1</source>
        <translation>case attendue (comme c1) dans les ponts, trouvé %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the end of the field</source>
        <translation>la fin du champ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a square (like c1) in the bridges: a file a-p and a rank 1-16</source>
        <translation>case attendue (comme c1) dans les ponts&#xa0;: une colonne a-p et une rangée 1-16</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>bridge %1: %2 is not on the board</source>
        <translation>pont %1&#xa0;: %2 n&apos;est pas sur l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bridge %1: no shooter on %2</source>
        <translation>pont %1&#xa0;: aucun tireur en %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>bridge %1: the squares are not side by side (S4)</source>
        <translation>pont %1&#xa0;: les cases ne sont pas côte à côte (S4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>bridge %1: the shooters are not the same colour</source>
        <translation>pont %1&#xa0;: les tireurs ne sont pas de la même couleur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bridge %1 is listed twice</source>
        <translation>le pont %1 figure deux fois</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bridge %1: %2 is already in another bridge</source>
        <translation>pont %1&#xa0;: %2 fait déjà partie d&apos;un autre pont</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected &apos;,&apos; between bridges, found %1</source>
        <translation>«&#xa0;,&#xa0;» attendue entre les ponts, trouvé %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a bridge after &apos;,&apos;</source>
        <translation>pont attendu après «&#xa0;,&#xa0;»</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>expected 4 to 6 fields (placement, side, castling, en passant, halfmove, fullmove), found %1</source>
        <translation>4 à 6 champs attendus (placement, trait, roque, en passant, demi-coups, numéro du coup), %1 trouvés</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unexpected text after the turn number</source>
        <translation>texte inattendu après le numéro du coup</translation>
    </message>
    <message>
        <location filename="../model/core/fen.cpp" line="+28"/>
        <source>%1 has %2 kings, expected exactly 1</source>
        <translation>%1&#xa0;: %2 rois, exactement 1 attendu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a %1 on %2, its first or last rank</source>
        <translation>%1 en %2, sa première ou dernière rangée</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected castling rights (K, Q, k, q) or &apos;-&apos;, found %1</source>
        <translation>droits de roque (K, Q, k, q) ou «&#xa0;-&#xa0;» attendus, %1 trouvé</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>castling right %1 is given twice</source>
        <translation>le droit de roque %1 est donné deux fois</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>castling right %1 needs the king on %2 and the rook on %3</source>
        <translation>le droit de roque %1 demande le roi en %2 et la tour en %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>expected the en-passant square (like e3) or &apos;-&apos;, found %1</source>
        <translation>case en passant (comme e3) ou «&#xa0;-&#xa0;» attendue, %1 trouvé</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>en-passant square %1 is not on rank %2</source>
        <translation>la case en passant %1 n&apos;est pas sur la rangée %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>en-passant square %1: %2 must be empty</source>
        <translation>case en passant %1&#xa0;: %2 doit être vide</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>en-passant square %1: no pawn of the side that just moved on %2</source>
        <translation>case en passant %1&#xa0;: aucun pion du camp qui vient de jouer en %2</translation>
    </message>
    <message>
        <location filename="../model/core/sfen.cpp" line="-364"/>
        <source>expected the side to move, &apos;w&apos; or &apos;b&apos;, found %1</source>
        <translation>trait attendu, «&#xa0;w&#xa0;» ou «&#xa0;b&#xa0;», trouvé %1</translation>
    </message>
    <message>
        <location filename="../model/core/fen.cpp" line="+21"/>
        <source>expected the halfmove clock, a whole number, found %1</source>
        <translation>compteur de demi-coups attendu, un nombre entier, %1 trouvé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected the fullmove number, a whole number, found %1</source>
        <translation>numéro du coup attendu, un nombre entier, %1 trouvé</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../model/core/sfenholes.cpp" line="+125"/>
        <source>the side not to move is in check</source>
        <translation>le camp qui n&apos;a pas le trait est en échec</translation>
    </message>
    <message>
        <location filename="../model/core/sfen.cpp" line="-34"/>
        <location filename="../model/core/sfenholes.cpp" line="-102"/>
        <location filename="../model/core/sfenreserve.cpp" line="-17"/>
        <source>rank %1 has more than %2 cells</source>
        <translation>la rangée %1 a plus de %2 cases</translation>
    </message>
    <message>
        <location filename="../model/core/sfenholes.cpp" line="+5"/>
        <source>&apos;*&apos; on %1, a square that exists</source>
        <translation>«&#xa0;*&#xa0;» en %1, une case qui existe</translation>
    </message>
    <message>
        <location filename="../model/core/sfen.cpp" line="-7"/>
        <source>a run of empty squares cannot be 0 or start with 0</source>
        <translation>une suite de cases vides ne peut pas valoir 0 ni commencer par 0</translation>
    </message>
    <message>
        <location filename="../model/core/sfenholes.cpp" line="+10"/>
        <source>the run of %1 empty squares covers the hole %2</source>
        <translation>la suite de %1 cases vides recouvre le trou %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a piece letter (%1), a digit, &apos;*&apos; or &apos;/&apos;, found %2</source>
        <translation>lettre de pièce (%1), chiffre, «&#xa0;*&#xa0;» ou «&#xa0;/&#xa0;» attendu, trouvé %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a piece on %1, which is a hole</source>
        <translation>une pièce en %1, qui est un trou</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../model/core/sfenreserve.cpp" line="+59"/>
        <source>rank %1 has %2 cells, expected %3</source>
        <translation>la rangée %1 a %2 cases, %3 attendues</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 has %2 %3, expected exactly 1</source>
        <translation>%1 a %2 %3, exactement 1 attendu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a %1 on %2, its last rank: it would have left the board (B17)</source>
        <translation>un(e) %1 en %2, sa dernière rangée&#xa0;: il aurait quitté l&apos;échiquier (B17)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected 4 fields (placement, side, quiet, turn), found 5: %1 has no bridges field</source>
        <translation>4 champs attendus (placement, trait, coups calmes, tour), 5 trouvés&#xa0;: %1 n&apos;a pas de champ des ponts</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected 4 fields (placement, side, quiet, turn), found %1</source>
        <translation>4 champs attendus (placement, trait, coups calmes, tour), %1 trouvés</translation>
    </message>
    <message>
        <location filename="../model/core/sfenreserve.cpp" line="-50"/>
        <source>shots in brackets must follow an ammunition</source>
        <translation>les tirs entre crochets doivent suivre des munitions</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>only the ammunition carries brackets (K30)</source>
        <translation>seules les munitions portent des crochets (K30)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the ammunition needs its shots in brackets, as S[6]</source>
        <translation>les munitions demandent leurs tirs entre crochets, comme S[6]</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected the shots as a number and &apos;]&apos;</source>
        <translation>tirs attendus sous forme d&apos;un nombre suivi de « ] »</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the ammunition holds 1 to %1 shots, found %2</source>
        <translation>les munitions contiennent de 1 à %1 tirs, trouvé %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the %1 on %2 is outside its home base</source>
        <translation>%1 en %2 est hors de sa base</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected a reserve as &lt;pool&gt;:&lt;credit&gt;:&lt;lost&gt;, found &quot;%1&quot;</source>
        <translation>réserve attendue sous la forme &lt;réserve&gt;:&lt;crédit&gt;:&lt;pertes&gt;, trouvé « %1 »</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>an empty pool is written &apos;-&apos;</source>
        <translation>une réserve vide s&apos;écrit « - »</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cannot wait in %2&apos;s pool (Q R B N J E P C A)</source>
        <translation>%1 ne peut pas attendre dans la réserve des %2 (Q R B N J E P C A)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>more than %1 archers in a pool</source>
        <translation>plus de %1 archers dans une réserve</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected %1&apos;s credit, a number from 0 to %2, found &quot;%3&quot;</source>
        <translation>crédit des %1 attendu, un nombre de 0 à %2, trouvé « %3 »</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected the count of %1&apos;s lost pieces, a number from 0 to %2, found &quot;%3&quot;</source>
        <translation>nombre de pièces perdues des %1 attendu, de 0 à %2, trouvé « %3 »</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>expected the fortune of war as &apos;-&apos; or a move number from 1 to %1, found &quot;%2&quot;</source>
        <translation>fortune de la guerre attendue sous la forme « - » ou d&apos;un numéro de coup de 1 à %1, trouvé « %2 »</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>expected 7 fields (placement, side, fortune, white reserve, black reserve, quiet, turn), found %1</source>
        <translation>7 champs attendus (placement, camp, fortune, réserve blanche, réserve noire, demi-coups calmes, coup), trouvé %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 has no king</source>
        <translation>%1 n&apos;ont pas de roi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has %2 kings</source>
        <translation>%1 ont %2 rois</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has %2 ammunition pieces, at most 1</source>
        <translation>%1 ont %2 pièces de munitions, au plus 1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the side not to move (%1) is in check</source>
        <translation>le camp qui n&apos;a pas le trait (%1) est en échec</translation>
    </message>
    <message>
        <location filename="../model/core/epd.cpp" line="+31"/>
        <source>expected an EPD operation (an opcode such as bm or id), found %1</source>
        <translation>opération EPD (un code comme bm ou id) attendue, trouvé %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the string of the operation %1 is not closed: expected &apos;&quot;&apos; before the end of the line</source>
        <translation>la chaîne de l&apos;opération %1 n&apos;est pas fermée&#xa0;: «&#xa0;&quot;&#xa0;» attendu avant la fin de la ligne</translation>
    </message>
</context>
<context>
    <name>sc::Validation</name>
    <message>
        <location filename="../model/core/validation.cpp" line="+33"/>
        <source>The shooter on %1 has an unknown type</source>
        <translation>Le tireur en %1 est d&apos;un type inconnu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A shooter stands on %1, which is not on the board</source>
        <translation>Un tireur se trouve en %1, qui n&apos;est pas sur l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The %1 on %2 has rank %3; a %1&apos;s rank must be 1 to %4</source>
        <translation>%1 en %2 a le rang %3&#xa0;; le rang d&apos;une pièce de type %1 doit être compris entre 1 et %4</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 and %2 are not side by side, so they cannot be bridged</source>
        <translation>%1 et %2 ne sont pas côte à côte&#xa0;: ils ne peuvent pas être reliés par un pont</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The shooter on %1 is bridged to an empty square</source>
        <translation>Le tireur en %1 est relié par un pont à une case vide</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 and %2 are not the same colour, so they cannot be bridged</source>
        <translation>%1 et %2 ne sont pas de la même couleur&#xa0;: ils ne peuvent pas être reliés par un pont</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The shooter on %1 is bridged to %2, which is not bridged back to it</source>
        <translation>Le tireur en %1 est relié par un pont à %2, qui ne lui est pas relié en retour</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>White has no monarch</source>
        <translation>Les Blancs n&apos;ont pas de monarque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black has no monarch</source>
        <translation>Les Noirs n&apos;ont pas de monarque</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>White has %1 kings; one is allowed</source>
        <translation>Les Blancs ont %1 rois ; un seul est permis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black has %1 kings; one is allowed</source>
        <translation>Les Noirs ont %1 rois ; un seul est permis</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A %1 cannot stand on %2, an end rank</source>
        <translation>%1 ne peut pas se trouver en %2, une rangée du bord</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>White&apos;s reserve holds a %1, which never leaves the board</source>
        <translation>La réserve des Blancs contient un %1, qui ne quitte jamais l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Black&apos;s reserve holds a %1, which never leaves the board</source>
        <translation>La réserve des Noirs contient un %1, qui ne quitte jamais l&apos;échiquier</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The quiet-ply counter is negative</source>
        <translation>Le compteur de demi-coups calmes est négatif</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turn number must be at least 1</source>
        <translation>Le numéro du coup doit valoir au moins 1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>White is in check (its %1 on %2 can be shot down) but it is Black&apos;s turn</source>
        <translation>Les Blancs sont en échec (un tir peut abattre leur %1 en %2) alors que les Noirs ont le trait</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Black is in check (its %1 on %2 can be shot down) but it is White&apos;s turn</source>
        <translation>Les Noirs sont en échec (un tir peut abattre leur %1 en %2) alors que les Blancs ont le trait</translation>
    </message>
</context>
</TS>
