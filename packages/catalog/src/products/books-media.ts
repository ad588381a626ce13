import {
  type CategoryProducts,
  type Pinned,
  type ProductDraft,
  inSentence,
  keyFeatures,
  pinnedOf,
  screenSize,
  specification,
} from './draft';

interface BookRow extends Pinned {
  kind: 'book';
  title: string;
  author: string;
  /** Shown as the brand, the way marketplaces list books. */
  publisher: string;
  price: number;
  pages: number;
  format: 'Paperback' | 'Hardcover' | 'Box set';
  language: 'English' | 'Hindi';
  genre: string;
  blurb: string;
}

interface DeviceRow extends Pinned {
  kind: 'device';
  brand: string;
  name: string;
  price: number;
  screen?: number;
  storage: string;
  battery: string;
  display: string;
  waterresistance?: string;
  connectivity: string;
  highlights: [string, string, string];
}

type Row = BookRow | DeviceRow;

const rows: Row[] = [
  {
    kind: 'book',
    title: 'The Psychology of Money',
    author: 'Morgan Housel',
    publisher: 'Jaico Publishing House',
    price: 299,
    pages: 252,
    format: 'Paperback',
    language: 'English',
    genre: 'Personal finance',
    blurb:
      'Nineteen short stories about the strange ways people think about money, and how to make better sense of it.',
  },
  {
    kind: 'book',
    title: 'Atomic Habits',
    author: 'James Clear',
    publisher: 'Penguin Random House',
    price: 499,
    pages: 320,
    format: 'Paperback',
    language: 'English',
    genre: 'Self-help',
    blurb: 'A practical framework for building good habits and breaking bad ones, one tiny change at a time.',
  },
  {
    kind: 'book',
    title: 'Ikigai: The Japanese Secret to a Long and Happy Life',
    author: 'Héctor García & Francesc Miralles',
    publisher: 'Penguin Random House',
    price: 399,
    pages: 208,
    format: 'Hardcover',
    language: 'English',
    genre: 'Self-help',
    blurb: 'What the long-lived people of Okinawa can teach us about purpose, friendship and staying busy.',
  },
  {
    kind: 'book',
    title: 'Rich Dad Poor Dad',
    author: 'Robert T. Kiyosaki',
    publisher: 'Plata Publishing',
    price: 349,
    pages: 336,
    format: 'Paperback',
    language: 'English',
    genre: 'Personal finance',
    blurb: 'The classic contrast between two fathers and two very different lessons about money and work.',
  },
  {
    kind: 'book',
    title: 'Wings of Fire: An Autobiography',
    author: 'A.P.J. Abdul Kalam with Arun Tiwari',
    publisher: 'Universities Press',
    price: 225,
    pages: 196,
    format: 'Paperback',
    language: 'English',
    genre: 'Autobiography',
    blurb: 'From a boyhood in Rameswaram to India’s missile programme, in Dr Kalam’s own words.',
  },
  {
    kind: 'book',
    title: 'The White Tiger',
    author: 'Aravind Adiga',
    publisher: 'HarperCollins India',
    price: 299,
    pages: 320,
    format: 'Paperback',
    language: 'English',
    genre: 'Literary fiction',
    blurb:
      'The Booker Prize-winning story of Balram Halwai, a driver who climbs out of the Darkness by any means.',
  },
  {
    kind: 'book',
    title: 'The God of Small Things',
    author: 'Arundhati Roy',
    publisher: 'Penguin India',
    price: 350,
    pages: 340,
    format: 'Paperback',
    language: 'English',
    genre: 'Literary fiction',
    blurb: 'Twins Estha and Rahel and the Kerala summer that changed their family for ever.',
  },
  {
    kind: 'book',
    title: 'Train to Pakistan',
    author: 'Khushwant Singh',
    publisher: 'Penguin India',
    price: 199,
    pages: 190,
    format: 'Paperback',
    language: 'English',
    genre: 'Historical fiction',
    blurb: 'A border village in the summer of 1947, where Partition arrives on a train.',
  },
  {
    kind: 'book',
    title: 'Malgudi Days',
    author: 'R.K. Narayan',
    publisher: 'Indian Thought Publications',
    price: 180,
    pages: 256,
    format: 'Paperback',
    language: 'English',
    genre: 'Short stories',
    blurb: 'Gentle, funny stories from the small South Indian town that never was.',
  },
  {
    kind: 'book',
    title: 'The Immortals of Meluha',
    author: 'Amish Tripathi',
    publisher: 'Westland',
    price: 275,
    pages: 416,
    format: 'Paperback',
    language: 'English',
    genre: 'Mythological fiction',
    blurb:
      'Book one of the Shiva Trilogy: a Tibetan tribal chief is hailed as the saviour of the Suryavanshis.',
  },
  {
    kind: 'book',
    title: 'Five Point Someone',
    author: 'Chetan Bhagat',
    publisher: 'Rupa Publications',
    price: 175,
    pages: 270,
    format: 'Paperback',
    language: 'English',
    genre: 'Campus fiction',
    blurb: 'Three friends, one IIT and a grade-point average that refuses to improve.',
    rating: 3.5,
  },
  {
    kind: 'book',
    title: 'The Palace of Illusions',
    author: 'Chitra Banerjee Divakaruni',
    publisher: 'Picador India',
    price: 350,
    pages: 384,
    format: 'Paperback',
    language: 'English',
    genre: 'Mythological fiction',
    blurb: 'The Mahabharata retold by Panchaali, the princess born of fire.',
  },
  {
    kind: 'book',
    title: 'Sapiens: A Brief History of Humankind',
    author: 'Yuval Noah Harari',
    publisher: 'Vintage',
    price: 450,
    pages: 498,
    format: 'Paperback',
    language: 'English',
    genre: 'History',
    blurb: 'How an unremarkable ape came to rule the planet, in one sweeping and readable account.',
  },
  {
    kind: 'book',
    title: 'Think Like a Monk',
    author: 'Jay Shetty',
    publisher: 'HarperCollins India',
    price: 399,
    pages: 352,
    format: 'Paperback',
    language: 'English',
    genre: 'Self-help',
    blurb: 'Lessons from three years as a monk, adapted for a busy modern life.',
  },
  {
    kind: 'book',
    title: 'Do Epic Shit',
    author: 'Ankur Warikoo',
    publisher: 'Juggernaut Books',
    price: 275,
    pages: 264,
    format: 'Paperback',
    language: 'English',
    genre: 'Self-help',
    blurb: 'Short, direct notes on success, failure, money and relationships.',
    rating: 2.8,
  },
  {
    kind: 'book',
    title: 'The Alchemist',
    author: 'Paulo Coelho',
    publisher: 'HarperCollins India',
    price: 250,
    pages: 172,
    format: 'Paperback',
    language: 'English',
    genre: 'Fiction',
    blurb: 'A shepherd boy travels from Spain to Egypt in search of treasure and finds something else.',
  },
  {
    kind: 'book',
    title: "Harry Potter and the Philosopher's Stone",
    author: 'J.K. Rowling',
    publisher: 'Bloomsbury',
    price: 350,
    pages: 352,
    format: 'Paperback',
    language: 'English',
    genre: "Children's fiction",
    blurb: 'An eleven-year-old learns he is a wizard and boards the train to Hogwarts.',
  },
  {
    kind: 'book',
    title: 'Gitanjali',
    author: 'Rabindranath Tagore',
    publisher: 'Rupa Publications',
    price: 125,
    mrp: 125,
    pages: 112,
    format: 'Paperback',
    language: 'English',
    genre: 'Poetry',
    blurb: 'The song offerings that won the Nobel Prize for Literature in 1913.',
  },
  {
    kind: 'book',
    title: 'Godaan',
    author: 'Munshi Premchand',
    publisher: 'Prabhat Prakashan',
    price: 250,
    pages: 304,
    format: 'Paperback',
    language: 'Hindi',
    genre: 'Classic fiction',
    blurb: 'Premchand’s last complete novel: the farmer Hori and his lifelong wish to own a cow.',
  },
  {
    kind: 'book',
    title: 'India After Gandhi',
    author: 'Ramachandra Guha',
    publisher: 'Picador India',
    price: 599,
    pages: 900,
    format: 'Paperback',
    language: 'English',
    genre: 'History',
    blurb: 'The history of the world’s largest democracy from 1947 to the present.',
    stock: 0,
  },
  {
    kind: 'book',
    title: 'The Midnight Library',
    author: 'Matt Haig',
    publisher: 'Canongate',
    price: 399,
    pages: 288,
    format: 'Paperback',
    language: 'English',
    genre: 'Fiction',
    blurb: 'Between life and death there is a library, and every book is a life Nora might have lived.',
  },
  {
    kind: 'book',
    title: 'Word Power Made Easy',
    author: 'Norman Lewis',
    publisher: 'Goyal Publishers',
    price: 180,
    pages: 656,
    format: 'Paperback',
    language: 'English',
    genre: 'Language and reference',
    blurb: 'The vocabulary course that generations of Indian students have used before competitive exams.',
  },
  {
    kind: 'book',
    title: 'Objective General English',
    author: 'S.P. Bakshi',
    publisher: 'Arihant Publications',
    price: 375,
    pages: 800,
    format: 'Paperback',
    language: 'English',
    genre: 'Exam preparation',
    blurb: 'Grammar, comprehension and vocabulary practice for SSC, banking and railway exams.',
  },
  {
    kind: 'book',
    title: 'The Mahabharata: 3-Volume Collection',
    author: 'Anant Pai (editor)',
    publisher: 'Amar Chitra Katha',
    price: 999,
    pages: 1040,
    format: 'Box set',
    language: 'English',
    genre: 'Comics',
    blurb: 'The complete epic in 42 illustrated comics, collected in three hardbound volumes.',
  },
  {
    kind: 'device',
    brand: 'Amazon',
    name: 'Kindle Paperwhite (16 GB, 11th Generation)',
    price: 14999,
    screen: 6.8,
    storage: '16 GB',
    battery: 'Up to 10 weeks',
    display: '300 ppi glare-free E Ink, adjustable warm light',
    waterresistance: 'IPX8',
    connectivity: 'Wi-Fi, USB Type-C',
    highlights: [
      'Reads like paper, even in bright sunlight',
      'Holds thousands of books',
      'Adjustable warm light for night reading',
    ],
  },
  {
    kind: 'device',
    brand: 'Saregama',
    name: 'Carvaan Mini 2.0 Portable Music Player with 351 Preloaded Songs',
    price: 1990,
    storage: '351 preloaded songs',
    battery: 'Up to 5 hours',
    display: 'Not applicable',
    connectivity: 'Bluetooth, FM radio, USB',
    highlights: [
      'Hindi classics from the Saregama archive',
      'Play your own music over Bluetooth',
      'Compact enough for the kitchen shelf',
    ],
  },
];

function bookDraft(row: BookRow): ProductDraft {
  return {
    brand: row.publisher,
    productname: `${row.title} (${row.format}) by ${row.author}`,
    price: row.price,
    description: `${row.title} by ${row.author}. ${row.blurb}`,
    productdetails: [
      `${row.blurb}`,
      `This ${row.language} ${inSentence(row.format)} edition from ${row.publisher} runs to ${row.pages} pages.`,
      `Genre: ${inSentence(row.genre)}.`,
      'Brand-new copy, shipped in protective packaging; returns accepted for damaged or misprinted copies.',
    ].join(' '),
    keyfeatures: keyFeatures(
      `Author: ${row.author}`,
      `Publisher: ${row.publisher}`,
      `Format: ${row.format}, ${row.pages} pages`,
      `Language: ${row.language}`,
      `Genre: ${row.genre}`,
    ),
    specification: specification(
      {},
      {
        author: row.author,
        publisher: row.publisher,
        pages: String(row.pages),
        language: row.language,
        format: row.format,
        genre: row.genre,
      },
    ),
    pinned: pinnedOf(row),
  };
}

function deviceDraft(row: DeviceRow): ProductDraft {
  const fullName = `${row.brand} ${row.name}`;
  const [first, second, third] = row.highlights;
  return {
    brand: row.brand,
    productname: fullName,
    price: row.price,
    description: `${fullName}. ${first}.`,
    productdetails: [
      `${first}. ${second}. ${third}.`,
      `Battery: ${row.battery.replace(/^Up/, 'up')} per charge. Connectivity: ${row.connectivity}.`,
      'Covered by a 1-year manufacturer warranty.',
    ].join(' '),
    keyfeatures: keyFeatures(
      row.screen === undefined ? undefined : `${screenSize(row.screen)} ${row.display}`,
      `Storage: ${row.storage}`,
      `Battery: ${row.battery}`,
      row.waterresistance && `${row.waterresistance} waterproof`,
      ...row.highlights,
    ),
    specification: specification(
      {
        screensize: row.screen === undefined ? undefined : screenSize(row.screen),
        battery: row.battery,
        waterresistance: row.waterresistance ?? 'Not rated',
        displaytype: row.display,
        connectivity: row.connectivity,
      },
      { storage: row.storage, warranty: '1 year manufacturer warranty' },
    ),
    pinned: pinnedOf(row),
  };
}

export const booksMedia: CategoryProducts = {
  categoryId: 8,
  profile: { discount: [5, 45], fullPriceShare: 0.25, ratingsCount: [60, 95000], stock: [6, 300] },
  drafts: rows.map((row) => (row.kind === 'book' ? bookDraft(row) : deviceDraft(row))),
};
