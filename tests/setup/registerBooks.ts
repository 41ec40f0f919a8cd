/**
 * Vitest set-up: register Bellum Gallicum II's rule and table books, as the app does when the game
 * loads (`loadSystemUi`), so components that show rule links find their rules in every test.
 */
import { bellumUi } from '../../src/ui/bellum/ui';
import { registerBooks } from '../../src/ui/shell/books';

registerBooks(bellumUi);
