import { describe, expect, it } from 'vitest';
import { seatWords } from './seatWords';

const two = [
  { id: 'roman', name: 'Roman' },
  { id: 'gallic', name: 'Gallic' },
];
const four = [
  { id: 'caesar', name: 'Caesar' },
  { id: 'labienus', name: 'Labienus' },
  { id: 'besieged', name: 'Vercingetorix' },
  { id: 'relief', name: 'Relief army' },
];

describe('seatWords: who plays, when the computer holds a seat', () => {
  it('is nothing without the computer at a seat of the game (the game’s own words stand)', () => {
    expect(seatWords(two, {})).toBeNull();
    expect(seatWords(two, { relief: 'easy' })).toBeNull();
  });

  it('one person against the computer: "you", no hotseat', () => {
    expect(seatWords(two, { gallic: 'normal' })).toBe('Roman: you · Gallic: computer (normal)');
    expect(seatWords(four, { caesar: 'easy', labienus: 'easy', relief: 'hard' })).toBe('Caesar: computer (easy) · Labienus: computer (easy) · Vercingetorix: you · Relief army: computer (hard)');
  });

  it('two or more persons share the screen: hotseat', () => {
    expect(seatWords(four, { labienus: 'normal' })).toBe('Caesar: person · Labienus: computer (normal) · Vercingetorix: person · Relief army: person · hotseat');
  });

  it('nobody plays: watched', () => {
    expect(seatWords(two, { roman: 'easy', gallic: 'hard' })).toBe('Roman: computer (easy) · Gallic: computer (hard) · watched');
  });
});
