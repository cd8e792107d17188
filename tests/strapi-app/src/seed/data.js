'use strict';

/**
 * The fixed bookstore data set the docs' examples are written against
 * (/work/helpers/conventions.md). Entries are created in array order, so ids
 * are 1, 2, 3… in each table; timestamps are pinned so responses are identical
 * on every run.
 */

const at = (iso) => new Date(iso);

const categories = [
  { name: 'Science fiction', slug: 'science-fiction', createdAt: at('2024-05-01T08:00:00.000Z') },
  { name: 'Fantasy', slug: 'fantasy', createdAt: at('2024-05-01T08:01:00.000Z') },
  { name: 'Classics', slug: 'classics', createdAt: at('2024-05-01T08:02:00.000Z') },
];

const agents = [
  { name: 'Virginia Kidd', email: 'virginia.kidd@example.com', createdAt: at('2024-05-01T08:30:00.000Z') },
  { name: 'Merrilee Heifetz', email: 'merrilee.heifetz@example.com', createdAt: at('2024-05-01T08:31:00.000Z') },
];

const authors = [
  {
    name: 'Ursula K. Le Guin',
    bio: 'American author of the Earthsea books and the Hainish cycle, known for anthropological science fiction and clear, quiet prose.',
    agent: 1,
    createdAt: at('2024-05-01T09:00:00.000Z'),
  },
  {
    name: 'Octavia E. Butler',
    bio: 'American science fiction writer whose novels about power, survival and change earned Hugo and Nebula awards and a MacArthur fellowship.',
    agent: 2,
    createdAt: at('2024-05-01T09:01:00.000Z'),
  },
  {
    name: 'Frank Herbert',
    bio: 'American journalist turned novelist, best remembered for Dune and its sequels set on the desert planet Arrakis.',
    agent: null,
    createdAt: at('2024-05-01T09:02:00.000Z'),
  },
];

const books = [
  {
    title: 'A Wizard of Earthsea',
    slug: 'a-wizard-of-earthsea',
    summary: 'A gifted boy from the island of Gont learns the true names of things and must hunt down the shadow his pride set loose.',
    isbn: '9780547773742',
    pages: 183,
    price: 9.99,
    releaseDate: '1968-11-01',
    author: 1,
    categories: [2, 3],
    seo: {
      metaTitle: 'A Wizard of Earthsea by Ursula K. Le Guin',
      metaDescription: 'The first Earthsea novel: Ged, a young mage, and the shadow he must face.',
    },
    blocks: [
      { __component: 'shared.quote', text: 'To light a candle is to cast a shadow.', source: 'A Wizard of Earthsea' },
      { __component: 'shared.rich-text', body: 'Le Guin wrote the novel for **young readers**, and it became one of the founding works of modern fantasy.' },
    ],
    createdAt: at('2024-05-02T09:00:00.000Z'),
  },
  {
    title: 'The Left Hand of Darkness',
    slug: 'the-left-hand-of-darkness',
    summary: 'An envoy visits the icy world of Gethen, whose people have no fixed sex, and learns what loyalty costs across a frozen border.',
    isbn: '9780441478125',
    pages: 304,
    price: 16.99,
    releaseDate: '1969-03-01',
    author: 1,
    categories: [1, 3],
    seo: {
      metaTitle: 'The Left Hand of Darkness by Ursula K. Le Guin',
      metaDescription: 'An envoy on the winter planet Gethen and a journey across the ice.',
    },
    blocks: [],
    createdAt: at('2024-05-02T10:00:00.000Z'),
  },
  {
    title: 'Kindred',
    slug: 'kindred',
    summary: 'Dana, a writer in 1976 Los Angeles, is pulled back again and again to a Maryland plantation before the Civil War.',
    isbn: '9780807083697',
    pages: 264,
    price: 15.95,
    releaseDate: '1979-06-01',
    author: 2,
    categories: [1, 3],
    seo: {
      metaTitle: 'Kindred by Octavia E. Butler',
      metaDescription: 'A modern woman is pulled back in time to an antebellum plantation.',
    },
    blocks: [],
    createdAt: at('2024-05-02T11:00:00.000Z'),
  },
  {
    title: 'Parable of the Sower',
    slug: 'parable-of-the-sower',
    summary: 'In a collapsing California of the 2020s, teenager Lauren Olamina walks north and gathers followers for a new belief.',
    isbn: '9781538732182',
    pages: 345,
    price: 18.99,
    releaseDate: '1993-10-01',
    author: 2,
    categories: [1],
    seo: {
      metaTitle: 'Parable of the Sower by Octavia E. Butler',
      metaDescription: 'A teenager leads a group north through a collapsing California.',
    },
    blocks: [],
    createdAt: at('2024-05-02T12:00:00.000Z'),
  },
  {
    title: 'Dune',
    slug: 'dune',
    summary: 'Paul Atreides follows his family to the desert planet Arrakis, the only source of the spice, and into a war for its control.',
    isbn: '9780441172719',
    pages: 412,
    price: 10.99,
    releaseDate: '1965-08-01',
    author: 3,
    categories: [1, 3],
    seo: {
      metaTitle: 'Dune by Frank Herbert',
      metaDescription: 'Spice, sandworms and politics on the desert planet Arrakis.',
    },
    blocks: [{ __component: 'shared.quote', text: 'I must not fear. Fear is the mind-killer.', source: 'Litany Against Fear' }],
    createdAt: at('2024-05-02T13:00:00.000Z'),
  },
  {
    title: 'Dune Messiah',
    slug: 'dune-messiah',
    summary: 'Twelve years after taking the throne, Paul rules a galaxy-wide empire and faces a conspiracy woven around his own visions.',
    isbn: '9780593098233',
    pages: 256,
    price: 9.99,
    releaseDate: '1969-10-15',
    author: 3,
    categories: [1],
    seo: {
      metaTitle: 'Dune Messiah by Frank Herbert',
      metaDescription: 'The second Dune novel: Emperor Paul and the plot against him.',
    },
    blocks: [],
    draft: true,
    createdAt: at('2024-05-02T14:00:00.000Z'),
  },
];

/**
 * French editions, created after the six English books (so they get ids 7 and 8)
 * and linked to the English entry named by `localizationOf`. `isbn` is localized
 * (each edition has its own), relations are per locale and left empty, and the
 * non-localized fields (pages, price, releaseDate) repeat the English values
 * because i18n keeps them identical across locales.
 */
const bookTranslations = [
  {
    localizationOf: 1,
    locale: 'fr',
    title: 'Le Sorcier de Terremer',
    slug: 'le-sorcier-de-terremer',
    summary: "Sur l'île de Gont, un garçon doué apprend le vrai nom des choses et doit pourchasser l'ombre que son orgueil a libérée.",
    isbn: '9782221104019',
    pages: 183,
    price: 9.99,
    releaseDate: '1968-11-01',
    seo: {
      metaTitle: 'Le Sorcier de Terremer, par Ursula K. Le Guin',
      metaDescription: "Le premier roman de Terremer : Ged, jeune mage, face à l'ombre qu'il a appelée.",
    },
    blocks: [],
    createdAt: at('2024-05-02T15:00:00.000Z'),
  },
  {
    localizationOf: 5,
    locale: 'fr',
    title: 'Dune',
    slug: 'dune-fr',
    summary: "Paul Atréides suit sa famille sur Arrakis, la planète désertique d'où vient l'épice, et se retrouve au cœur d'une guerre pour la contrôler.",
    isbn: '9782266120333',
    pages: 412,
    price: 10.99,
    releaseDate: '1965-08-01',
    seo: {
      metaTitle: 'Dune, par Frank Herbert',
      metaDescription: "L'épice, les vers des sables et la politique sur la planète Arrakis.",
    },
    blocks: [],
    createdAt: at('2024-05-02T15:01:00.000Z'),
  },
];

const reviews = [
  { rating: 5, comment: 'Short, strange and wise. I reread it every winter.', reviewer: 'Amara Okafor', book: 1, createdAt: at('2024-05-03T10:00:00.000Z') },
  { rating: 4, comment: 'The first hundred pages are slow, then I could not put it down.', reviewer: 'Jonas Berg', book: 5, createdAt: at('2024-05-03T10:01:00.000Z') },
  { rating: 5, comment: 'Harrowing and impossible to forget.', reviewer: 'Lucia Fernandez', book: 3, createdAt: at('2024-05-03T10:02:00.000Z') },
  { rating: 5, comment: 'Written in 1993 and it reads like the news.', reviewer: 'Sam Whitaker', book: 4, createdAt: at('2024-05-03T10:03:00.000Z') },
  { rating: 3, comment: 'Great world, but the appendices are longer than some novels.', reviewer: 'Priya Nair', book: 5, createdAt: at('2024-05-03T10:04:00.000Z') },
];

const homepage = {
  headline: 'Stories worth rereading',
  featuredBook: 5,
  seo: {
    metaTitle: 'Bookstore: classic science fiction and fantasy',
    metaDescription: 'Hand-picked classics from Le Guin, Butler and Herbert.',
  },
  createdAt: at('2024-05-04T09:00:00.000Z'),
};

/** Public role: read access only. Writes need the API token. */
const publicPermissions = {
  'api::book.book': ['find', 'findOne'],
  'api::author.author': ['find', 'findOne'],
  'api::category.category': ['find', 'findOne'],
  'api::review.review': ['find', 'findOne'],
  'api::homepage.homepage': ['find'],
};

/** A full-access token with a known key, so examples can send `Authorization: Bearer <key>`. */
const apiToken = {
  name: 'Docs examples',
  description: 'Full-access token used to replay the documentation examples.',
  type: 'full-access',
  accessKey: process.env.BOOKSTORE_API_TOKEN || 'bookstore-docs-full-access-token-4-25-9',
  createdAt: at('2024-05-01T07:00:00.000Z'),
};

module.exports = { categories, agents, authors, books, bookTranslations, reviews, homepage, publicPermissions, apiToken };
