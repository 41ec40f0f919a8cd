/** Hex-grid math shared by the hex wargames: coordinates, lines, hexsides and corners, movement costs, pixel layout. */
export * from './coords';
export * from './directions';
export * from './shapes';
export * from './line';
export * from './hexside';
export * from './corner';
export * from './path';
export * from './layout';
