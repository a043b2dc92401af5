/**
 * Test data builders (design §4.8): each call makes new rows with unique values, overridable where
 * a test cares. The database tests call them directly; the browser journeys through the test-only
 * data API (modules/dev/testData.routes.ts, mounted only with TEST_DATA_API, refused in
 * production). They live here, not under src/test, because that API is production code; without
 * the flag nothing calls them.
 */
export * from './catalog';
export * from './consultations';
export * from './people';
export * from './queue';
