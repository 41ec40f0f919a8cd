/** Random seeds for new games: short, readable, and editable by the player. */
const WORDS = ['aquila', 'gladius', 'pilum', 'scutum', 'castra', 'vallum', 'oppidum', 'legio', 'torques', 'carnyx', 'druida', 'equites', 'fossa', 'signum', 'tuba', 'galea'];

export function randomSeed(): string {
  const buf = new Uint32Array(2);
  globalThis.crypto.getRandomValues(buf);
  const word = WORDS[buf[0] % WORDS.length];
  return `${word}-${(buf[1] % 100000).toString().padStart(5, '0')}`;
}
