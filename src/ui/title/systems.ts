/** The games of the collection, as the title screen lists them. */
export interface SystemEntry {
  id: string;
  name: string;
  publisher: string;
  blurb: string;
  playable: boolean;
}

export const SYSTEMS: readonly SystemEntry[] = [
  {
    id: 'bellum',
    name: 'Bellum Gallicum II',
    publisher: 'Vae Victis, 2013',
    blurb: 'The conquest of Gaul, 58–51 BC, on a map of 34 regions: supply, forced marches, skirmishes, pitched battles and sieges.',
    playable: true,
  },
  {
    id: 'alesia-classic',
    name: 'Caesar: The Epic Battle of Alesia',
    publisher: 'Avalon Hill, 1983',
    blurb: 'The siege of Alesia, 52 BC, on a hex map of the lines of circumvallation.',
    playable: false,
  },
  {
    id: 'alesia-gboh',
    name: 'Alésia',
    publisher: 'Great Battles of History XI, GMT 2005',
    blurb: 'Alesia at tactical scale with the Great Battles of History system.',
    playable: false,
  },
];
