import type { BANNER_TYPES } from '@app/contract/constants';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';

type BannerType = (typeof BANNER_TYPES)[number];

/**
 * The carousel's slides as the back office keeps them (decision 0051): the serving ones, in their
 * order. Pictures are the web app's own or uploaded ones served by this server: nothing loads
 * from elsewhere.
 */
export function bannersFor(db: Db, type: BannerType) {
  return db
    .select({ imageURL: banners.imageUrl, alt: banners.alt })
    .from(banners)
    .where(and(eq(banners.type, type), isNull(banners.retiredAt)))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}
