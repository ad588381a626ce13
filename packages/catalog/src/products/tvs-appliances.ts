import {
  type CategoryProducts,
  type Pinned,
  type ProductDraft,
  inSentence,
  keyFeatures,
  lowerFirst,
  pinnedOf,
  screenSize,
  specification,
} from './draft';

interface TvRow extends Pinned {
  kind: 'tv';
  brand: string;
  series: string;
  inches: number;
  price: number;
  panel: string;
  resolution: '4K Ultra HD (3840 x 2160)' | 'HD Ready (1366 x 768)' | 'Full HD (1920 x 1080)';
  refresh: number;
  os: string;
  processor: string;
  sound: string;
  ram: string;
  hdmi: number;
  pitch?: string;
}

type ApplianceKind = 'refrigerator' | 'washing-machine' | 'air-conditioner' | 'microwave' | 'purifier';

interface ApplianceRow extends Pinned {
  kind: ApplianceKind;
  brand: string;
  name: string;
  price: number;
  capacity: string;
  type: string;
  energy?: string;
  power?: string;
  highlights: [string, string, string];
  warranty: string;
  wifi?: boolean;
}

type Row = TvRow | ApplianceRow;

const GOOGLE_TV = 'Google TV';

const rows: Row[] = [
  {
    kind: 'tv',
    brand: 'Samsung',
    series: 'Crystal 4K Vivid',
    inches: 43,
    price: 29990,
    panel: 'LED',
    resolution: '4K Ultra HD (3840 x 2160)',
    refresh: 50,
    os: 'Tizen',
    processor: 'Crystal Processor 4K',
    sound: '20 W, Dolby Digital Plus',
    ram: '1.5 GB',
    hdmi: 3,
  },
  {
    kind: 'tv',
    brand: 'Samsung',
    series: 'Neo QLED 4K QN85C',
    inches: 55,
    price: 104990,
    panel: 'Neo QLED (Mini LED)',
    resolution: '4K Ultra HD (3840 x 2160)',
    refresh: 120,
    os: 'Tizen',
    processor: 'Neural Quantum Processor 4K',
    sound: '40 W, Object Tracking Sound Lite',
    ram: '2.5 GB',
    hdmi: 4,
    pitch: 'Quantum Mini LEDs give deep blacks and bright highlights even in a sunlit living room.',
  },
  {
    kind: 'tv',
    brand: 'LG',
    series: 'OLED evo C3',
    inches: 55,
    price: 149990,
    panel: 'OLED evo',
    resolution: '4K Ultra HD (3840 x 2160)',
    refresh: 120,
    os: 'webOS 23',
    processor: 'α9 AI Processor 4K Gen6',
    sound: '40 W, Dolby Atmos',
    ram: '3 GB',
    hdmi: 4,
    stock: 0,
    pitch: 'Self-lit pixels deliver perfect black and four HDMI 2.1 ports suit next-gen consoles.',
  },
  {
    kind: 'tv',
    brand: 'LG',
    series: 'UR7500 4K',
    inches: 43,
    price: 31990,
    panel: 'LED',
    resolution: '4K Ultra HD (3840 x 2160)',
    refresh: 60,
    os: 'webOS 23',
    processor: 'α5 AI Processor 4K Gen6',
    sound: '20 W, AI Sound',
    ram: '1.5 GB',
    hdmi: 3,
  },
  {
    kind: 'tv',
    brand: 'Sony',
    series: 'Bravia X75L 4K',
    inches: 55,
    price: 57990,
    panel: 'LED',
    resolution: '4K Ultra HD (3840 x 2160)',
    refresh: 50,
    os: GOOGLE_TV,
    processor: '4K Processor X1',
    sound: '20 W, Dolby Audio',
    ram: '2 GB',
    hdmi: 3,
  },
  {
    kind: 'tv',
    brand: 'Sony',
    series: 'Bravia X80L 4K',
    inches: 65,
    price: 89990,
    panel: 'LED with Triluminos Pro',
    resolution: '4K Ultra HD (3840 x 2160)',
    refresh: 60,
    os: GOOGLE_TV,
    processor: '4K HDR Processor X1',
    sound: '20 W, Dolby Atmos',
    ram: '3 GB',
    hdmi: 4,
  },
  {
    kind: 'tv',
    brand: 'Xiaomi',
    series: 'X Series 4K',
    inches: 43,
    price: 26999,
    panel: 'LED with Dolby Vision',
    resolution: '4K Ultra HD (3840 x 2160)',
    refresh: 60,
    os: GOOGLE_TV,
    processor: 'Vivid Picture Engine',
    sound: '30 W, Dolby Audio, DTS:X',
    ram: '2 GB',
    hdmi: 3,
  },
  {
    kind: 'tv',
    brand: 'TCL',
    series: 'C655 QLED',
    inches: 55,
    price: 39990,
    panel: 'QLED',
    resolution: '4K Ultra HD (3840 x 2160)',
    refresh: 60,
    os: GOOGLE_TV,
    processor: 'AiPQ Engine',
    sound: '30 W, Dolby Atmos',
    ram: '2 GB',
    hdmi: 3,
  },
  {
    kind: 'tv',
    brand: 'OnePlus',
    series: 'Y1S Pro 4K',
    inches: 43,
    price: 26999,
    panel: 'LED',
    resolution: '4K Ultra HD (3840 x 2160)',
    refresh: 60,
    os: 'Android TV 10',
    processor: 'Gamma Engine',
    sound: '24 W, Dolby Audio',
    ram: '2 GB',
    hdmi: 3,
    rating: 3.6,
  },
  {
    kind: 'tv',
    brand: 'Acer',
    series: 'I Series HD Ready',
    inches: 32,
    price: 11999,
    panel: 'LED',
    resolution: 'HD Ready (1366 x 768)',
    refresh: 60,
    os: GOOGLE_TV,
    processor: 'Quad-core ARM Cortex-A55',
    sound: '30 W, Dolby Audio',
    ram: '1.5 GB',
    hdmi: 2,
  },
  {
    kind: 'tv',
    brand: 'Vu',
    series: 'GloLED 4K',
    inches: 55,
    price: 36999,
    panel: 'GloLED',
    resolution: '4K Ultra HD (3840 x 2160)',
    refresh: 60,
    os: GOOGLE_TV,
    processor: 'Glo AI Processor',
    sound: '104 W with built-in subwoofer',
    ram: '2 GB',
    hdmi: 3,
  },
  {
    kind: 'tv',
    brand: 'Hisense',
    series: 'E7K QLED 4K',
    inches: 50,
    price: 32999,
    panel: 'QLED',
    resolution: '4K Ultra HD (3840 x 2160)',
    refresh: 60,
    os: 'VIDAA',
    processor: 'Hi-View Engine',
    sound: '24 W, Dolby Atmos',
    ram: '2 GB',
    hdmi: 3,
    rating: 2.7,
  },
  {
    kind: 'refrigerator',
    brand: 'LG',
    name: '242 L 3 Star Frost-Free Double Door Refrigerator (GL-I292RPZX)',
    price: 25990,
    capacity: '242 L',
    type: 'Double door, frost-free',
    energy: '3 Star',
    highlights: [
      'Smart Inverter Compressor',
      'Convertible freezer for extra fridge space',
      'Works on 100–310 V without a stabiliser',
    ],
    warranty: '1 year on product, 10 years on compressor',
  },
  {
    kind: 'refrigerator',
    brand: 'Samsung',
    name: '653 L Side-by-Side Refrigerator (RS76CG8003S9)',
    price: 94990,
    capacity: '653 L',
    type: 'Side-by-side, frost-free',
    energy: 'Not rated (side-by-side)',
    highlights: [
      'SpaceMax wall technology for more room inside',
      'Twin Cooling Plus keeps food fresh longer',
      'Digital Inverter Compressor',
    ],
    warranty: '1 year on product, 20 years on compressor',
    wifi: true,
  },
  {
    kind: 'refrigerator',
    brand: 'Whirlpool',
    name: '184 L 2 Star Direct-Cool Single Door Refrigerator (205 IMPRO)',
    price: 13490,
    capacity: '184 L',
    type: 'Single door, direct cool',
    energy: '2 Star',
    highlights: [
      'Insulated Capillary Technology keeps cooling for hours in a power cut',
      'Toughened glass shelves',
      'Large vegetable crisper',
    ],
    warranty: '1 year on product, 10 years on compressor',
  },
  {
    kind: 'refrigerator',
    brand: 'Godrej',
    name: '180 L 2 Star Direct-Cool Single Door Refrigerator (RD EDGENEO)',
    price: 12490,
    capacity: '180 L',
    type: 'Single door, direct cool',
    energy: '2 Star',
    highlights: ['Jumbo vegetable tray', 'Anti-bacterial gasket', 'Stabiliser-free operation'],
    warranty: '1 year on product, 10 years on compressor',
  },
  {
    kind: 'washing-machine',
    brand: 'LG',
    name: '8 kg 5 Star Inverter Fully-Automatic Front Load Washing Machine (FHM1408BDL)',
    price: 34990,
    capacity: '8 kg',
    type: 'Front load, fully automatic',
    energy: '5 Star',
    highlights: [
      'AI Direct Drive picks the right motion for each fabric',
      'Steam wash removes 99.9% of allergens',
      'Inbuilt heater',
    ],
    warranty: '2 years on product, 10 years on motor',
    wifi: true,
  },
  {
    kind: 'washing-machine',
    brand: 'Samsung',
    name: '7 kg 5 Star Fully-Automatic Top Load Washing Machine (WA70A4002GS)',
    price: 17490,
    capacity: '7 kg',
    type: 'Top load, fully automatic',
    energy: '5 Star',
    highlights: [
      'Diamond drum is gentle on clothes',
      'Magic Filter traps lint',
      'Soft-closing toughened glass lid',
    ],
    warranty: '2 years on product, 5 years on motor',
  },
  {
    kind: 'washing-machine',
    brand: 'Whirlpool',
    name: '7.5 kg 5 Star Semi-Automatic Top Load Washing Machine (Ace Supreme Plus)',
    price: 10990,
    capacity: '7.5 kg',
    type: 'Top load, semi-automatic',
    energy: '5 Star',
    highlights: ['Built-in scrubber for collars and cuffs', 'Turbo Scrub technology', 'Rat mesh protection'],
    warranty: '2 years on product, 5 years on motor',
  },
  {
    kind: 'washing-machine',
    brand: 'IFB',
    name: '7 kg 5 Star Fully-Automatic Front Load Washing Machine (Neo Diva VXS)',
    price: 27990,
    capacity: '7 kg',
    type: 'Front load, fully automatic',
    energy: '5 Star',
    highlights: ['Aqua Energie softens hard water', 'Crescent Moon drum', '2D wash system'],
    warranty: '4 years on product, 10 years on motor',
  },
  {
    kind: 'air-conditioner',
    brand: 'Voltas',
    name: '1.5 Ton 3 Star Inverter Split AC (183V Vectra)',
    price: 35990,
    capacity: '1.5 Ton',
    type: 'Split, inverter',
    energy: '3 Star',
    highlights: [
      'Cools even at 52 °C outside',
      '4-in-1 adjustable cooling modes',
      'Copper condenser with anti-dust filter',
    ],
    warranty: '1 year on product, 5 years on compressor',
  },
  {
    kind: 'air-conditioner',
    brand: 'Daikin',
    name: '1.5 Ton 5 Star Inverter Split AC (MTKL50U)',
    price: 46990,
    capacity: '1.5 Ton',
    type: 'Split, inverter',
    energy: '5 Star',
    highlights: ['Coanda airflow spreads cool air evenly', 'PM 2.5 filter', 'Dew Clean technology'],
    warranty: '1 year on product, 5 years on compressor',
    stock: 3,
  },
  {
    kind: 'air-conditioner',
    brand: 'LG',
    name: '1.5 Ton 5 Star AI Dual Inverter Split AC (RS-Q19YNZE)',
    price: 44990,
    capacity: '1.5 Ton',
    type: 'Split, dual inverter',
    energy: '5 Star',
    highlights: [
      'AI Convertible 6-in-1 cooling',
      'HD filter with anti-virus protection',
      'Ocean Black protection against corrosion',
    ],
    warranty: '1 year on product, 10 years on compressor',
    wifi: true,
  },
  {
    kind: 'air-conditioner',
    brand: 'Blue Star',
    name: '1.5 Ton 3 Star Inverter Split AC (IC318DNUR)',
    price: 34990,
    capacity: '1.5 Ton',
    type: 'Split, inverter',
    energy: '3 Star',
    highlights: ['5-in-1 convertible cooling', 'Self-clean indoor unit', 'Turbo cool mode'],
    warranty: '1 year on product, 10 years on compressor',
  },
  {
    kind: 'microwave',
    brand: 'Samsung',
    name: '28 L Convection Microwave Oven (MC28A5033CK)',
    price: 13490,
    capacity: '28 L',
    type: 'Convection',
    power: '900 W microwave, 1400 W grill',
    highlights: [
      'Curd-making and tandoor presets for Indian cooking',
      'Ceramic enamel cavity, easy to clean',
      'Slim Fry for low-oil snacks',
    ],
    warranty: '1 year on product, 10 years on ceramic cavity',
  },
  {
    kind: 'microwave',
    brand: 'IFB',
    name: '20 L Solo Microwave Oven (20PM2S)',
    price: 5990,
    capacity: '20 L',
    type: 'Solo',
    power: '800 W',
    highlights: ['Weight-based defrost', '44 auto-cook menus', 'Child lock'],
    warranty: '1 year on product, 3 years on magnetron',
  },
  {
    kind: 'purifier',
    brand: 'Kent',
    name: 'Grand Plus RO + UV + UF Water Purifier (8 L)',
    price: 14999,
    capacity: '8 L storage tank',
    type: 'RO + UV + UF with TDS controller',
    power: '60 W',
    highlights: [
      'Mineral RO keeps essential minerals',
      'UV LED in the tank keeps stored water pure',
      'Purifies 20 L per hour',
    ],
    warranty: '1 year with free service',
  },
  {
    kind: 'purifier',
    brand: 'Philips',
    name: 'Series 1000i Smart Air Purifier (AC1715)',
    price: 11999,
    capacity: 'Rooms up to 36 m²',
    type: 'HEPA air purifier',
    power: '27 W',
    highlights: [
      'HEPA filter removes 99.97% of particles down to 0.003 micron',
      'Real-time PM 2.5 display',
      'Sleep mode at 20 dB',
    ],
    warranty: '2 years on product',
    wifi: true,
  },
];

const APPLIANCE_NAMES: Record<ApplianceKind, string> = {
  refrigerator: 'refrigerator',
  'washing-machine': 'washing machine',
  'air-conditioner': 'air conditioner',
  microwave: 'microwave oven',
  purifier: 'purifier',
};

function tvDraft(row: TvRow): ProductDraft {
  const size = screenSize(row.inches);
  const shortResolution = row.resolution.replace(/ \(.*\)$/, '');
  const name = `${row.brand} ${size} ${row.series} Smart ${row.panel} TV`;
  return {
    brand: row.brand,
    productname: name,
    price: row.price,
    description: [
      `${row.brand} ${row.inches}-inch ${row.series} smart TV (${shortResolution}) running ${row.os}, with ${row.sound} sound.`,
      row.pitch ??
        `Netflix, Prime Video, JioCinema and YouTube are built in, so it is ready to stream out of the box.`,
    ].join(' '),
    productdetails: [
      `The ${row.brand} ${row.series} puts a ${size} ${row.panel} panel at ${shortResolution} resolution and ${row.refresh} Hz on your wall or table.`,
      `The ${row.processor} upscales cricket broadcasts and older shows, while ${row.os} brings apps, voice search and casting from your phone.`,
      `Connect a set-top box, soundbar and console through ${row.hdmi} HDMI ports.`,
      'Free installation by the brand within 48 hours of delivery; wall mount included where the box says so.',
    ].join(' '),
    keyfeatures: keyFeatures(
      `${size} ${row.panel} display`,
      `${row.resolution}, ${row.refresh} Hz refresh rate`,
      `Smart TV: ${row.os}`,
      `Sound output: ${row.sound}`,
      `${row.hdmi} HDMI, 2 USB, Wi-Fi and Bluetooth`,
      `${row.processor}`,
    ),
    specification: specification(
      {
        screensize: size,
        ram: row.ram,
        battery: 'Not applicable (mains powered)',
        operating_system: row.os,
        processor: row.processor,
        displaytype: `${row.panel}, ${row.resolution}, ${row.refresh} Hz`,
        connectivity: `Wi-Fi, Bluetooth 5.0, ${row.hdmi} HDMI, 2 USB, Ethernet`,
      },
      {
        resolution: row.resolution,
        refresh_rate: `${row.refresh} Hz`,
        sound_output: row.sound,
        warranty: '1 year comprehensive warranty on product, 1 additional year on panel',
      },
    ),
    pinned: pinnedOf(row),
  };
}

function applianceDraft(row: ApplianceRow): ProductDraft {
  const noun = APPLIANCE_NAMES[row.kind];
  const [first, second, third] = row.highlights;
  return {
    brand: row.brand,
    productname: `${row.brand} ${row.name}`,
    price: row.price,
    description: `${row.brand} ${row.capacity} ${inSentence(row.type)} ${noun}. ${first}.`,
    productdetails: [
      `This ${row.brand} ${noun} (${inSentence(row.type)}, ${row.capacity}) is built for Indian homes and Indian power supply.`,
      `${first}, ${lowerFirst(second)}, and ${lowerFirst(third)}.`,
      row.energy ? `Energy rating: ${row.energy} (BEE).` : '',
      `Warranty: ${row.warranty}. Installation and demo are arranged by the brand after delivery.`,
    ]
      .filter(Boolean)
      .join(' '),
    keyfeatures: keyFeatures(
      `Capacity: ${row.capacity}`,
      row.type,
      row.energy && `${row.energy} energy rating`,
      row.power && `Power: ${row.power}`,
      ...row.highlights,
      `Warranty: ${row.warranty}`,
    ),
    specification: specification(
      {
        battery: 'Not applicable (mains powered)',
        connectivity: row.wifi ? 'Wi-Fi (control from the brand app)' : undefined,
      },
      {
        capacity: row.capacity,
        type: row.type,
        energy_rating: row.energy,
        power: row.power,
        warranty: row.warranty,
      },
    ),
    pinned: pinnedOf(row),
  };
}

export const tvsAppliances: CategoryProducts = {
  categoryId: 3,
  profile: { discount: [8, 40], fullPriceShare: 0.1, ratingsCount: [120, 42000], stock: [4, 80] },
  drafts: rows.map((row) => (row.kind === 'tv' ? tvDraft(row) : applianceDraft(row))),
};
