/** Anchors of the landing page's sections, shared by the header links and the hero button. */
export const SECTION_IDS = {
  main: 'main',
  portfolio: 'portfolio',
  portfolioHeading: 'portfolio-heading',
  process: 'process',
  services: 'services',
  materials: 'materials',
  about: 'about',
  aboutHeading: 'about-heading',
  contact: 'contact',
  quickRequest: 'quick-request',
  reviews: 'reviews',
  reviewsHeading: 'reviews-heading',
} as const;
