import type { BANNER_TYPES } from '@app/contract/constants';

type BannerType = (typeof BANNER_TYPES)[number];

/** The carousel's slides: local images served with the web app (nothing loads from elsewhere). */
const BANNERS: Record<BannerType, { imageURL: string; alt: string }[]> = {
  Milestones: [
    { imageURL: '/images/banners/milestones-1.svg', alt: 'Celebrate every first: smiles, words and steps' },
    { imageURL: '/images/banners/milestones-2.svg', alt: 'Track milestones by age, the CDC way' },
    { imageURL: '/images/banners/milestones-3.svg', alt: 'Add a photo or video to remember the moment' },
  ],
  Assessment: [
    { imageURL: '/images/banners/assessment-1.svg', alt: 'A quick check on how your child is growing' },
    { imageURL: '/images/banners/assessment-2.svg', alt: 'Talk to a paediatrician if something worries you' },
  ],
  Vaccination: [
    { imageURL: '/images/banners/vaccination-1.svg', alt: 'Vaccines on time keep your child protected' },
    { imageURL: '/images/banners/vaccination-2.svg', alt: 'Save the vaccine tag after every dose' },
    { imageURL: '/images/banners/vaccination-3.svg', alt: 'Never miss a due date' },
  ],
};

export const bannersFor = (type: BannerType) => BANNERS[type];
