// The requests of the slot benchmark, drawn afresh for every request through autocannon's
// `requests: [{ setupRequest, onResponse }]`, so the client costs what it costs for hello world.
// Each load gives the autocannon `options` it runs with and the `tally` its answers are counted in.
// `world` is what the bench server's /bench/world answers: the date strip by its clock, the
// offered consult types, the languages, the catalogue's ids and the signed-in parents.

import { consentFor } from './consent.mjs';

/**
 * What every browser and web view sends: the API compresses answers over 1 kB (a listing page is
 * 20–40 kB of JSON, 1–2 kB compressed). BENCH_ACCEPT_ENCODING='' measures the plain answers.
 */
export const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const chance = (p) => Math.random() < p;

/** Counts an unexpected answer, keeping the first few to print. */
function noteError(tally, what, status, body) {
  tally.errors += 1;
  if (tally.samples.length < 5) tally.samples.push(`${what} ${status}: ${String(body).slice(0, 200)}`);
}

const parse = (body) => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

/**
 * A GetAllDoctorSlot query as the appointment screen sends it ('' for no filter): a date of the
 * strip, an offered type (or none), a language or none, sometimes a doctor, clinic or speciality,
 * page 1 to 3, and half the time a signed-in parent's child as PatientId (the parents in turn, so
 * two requests in a row never name the same one). A parent's own search before a hold (`search`)
 * pins the parent, type and date, and has no other filter, on the first page.
 */
export function listingRequest(world, search) {
  const fixed = search ?? {};
  const parent = search ? search.parent : chance(0.5) ? nextParent(world) : undefined;
  const filter = (p) => !search && chance(p);
  const q = new URLSearchParams({
    status: '1',
    appointmentType: fixed.consultType ?? (chance(0.1) ? '' : pick(world.consultTypes)),
    dt: fixed.date ?? pick(world.dates),
    doctorId: filter(0.1) ? String(pick(world.doctorIds)) : '',
    speciality: filter(0.2) ? String(pick(world.specialityIds)) : '',
    clinicId: filter(0.2) ? String(pick(world.clinicIds)) : '',
    type: filter(0.5) ? pick(world.languages) : '',
    PatientId: parent ? String(parent.memberId) : '',
    page: String(search ? 1 : 1 + Math.floor(Math.random() * 3)),
  });
  return {
    method: 'GET',
    path: `/api/App/GetAllDoctorSlot?${q}`,
    // A parent's own search is read by the load (to pick a slot): that one comes plain.
    headers: {
      ...(search ? {} : { 'accept-encoding': ACCEPT_ENCODING }),
      ...(parent ? { authtoken: parent.token } : {}),
    },
  };
}

function nextParent(world) {
  world.turn = ((world.turn ?? -1) + 1) % world.parents.length;
  return world.parents[world.turn];
}

const withRequest = (req, r) => ({
  ...req,
  method: r.method,
  path: r.path,
  headers: { ...req.headers, ...r.headers, ...(r.body ? { 'content-type': 'application/json' } : {}) },
  body: r.body ? JSON.stringify(r.body) : undefined,
});

/** The uncached listing: a different query every time; anything but a 200 is an error. */
export function uncachedListing(world) {
  const tally = { errors: 0, samples: [], distinct: new Set(), answered: 0 };
  const entry = {
    setupRequest: (req, context) => {
      const r = listingRequest(world);
      context.path = r.path;
      return withRequest(req, r);
    },
    onResponse: (status, body, context) => {
      tally.answered += 1;
      tally.distinct.add(context.path);
      if (status !== 200) noteError(tally, 'listing', status, body);
    },
  };
  return { options: { requests: [entry] }, tally };
}

/**
 * Shares of the mixed load by requests: 90% listings, 8% holds and releases, 2% payments. A
 * connection that is free draws what it does next: a listing, or a parent's booking, which is a
 * listing (the parent's search, counted with the listings) then either a hold and its release (2
 * requests) or a hold and its payment (hold, price, order, sandbox pay: 4 requests).
 */
const SHARES = { release: 0.08 / 2, pay: 0.02 / 4 };
const DRAW = { release: SHARES.release / 0.9, pay: SHARES.pay / 0.9 };

/** The parent's booking, one request at a time: what to send at each step. */
const STEPS = {
  find: (f) => ({ kind: 'listing', ...listingRequest(f.world, f.search) }),
  hold: (f) => ({
    // A hold to pay counts with the payments.
    kind: f.ending === 'pay' ? 'payHold' : 'hold',
    method: 'POST',
    path: '/api/App/AddBookConsultAppointmentInfo',
    headers: { authtoken: f.parent.token },
    body: {
      guestId: f.parent.memberId,
      consultType: f.search.consultType,
      consultationDate: f.search.date,
      slot: f.slot,
      DoctorId: f.card.doctorID,
      clinic: f.card.clinicId,
    },
  }),
  release: (f) => ({
    kind: 'release',
    method: 'POST',
    path: '/api/Consultation/CancelPayment',
    headers: { authtoken: f.parent.token },
    body: { appReqId: f.appReqId },
  }),
  price: (f) => ({
    kind: 'price',
    method: 'GET',
    path: `/api/Cart/GetItemsById?id=14&userType=Registered&userId=${f.parent.memberId}&productType=CONSULT&doctorId=${f.card.doctorID}&serviceType=${encodeURIComponent(f.search.consultType)}&clinicId=${f.card.clinicId}&appReqId=${f.appReqId}`,
    headers: { authtoken: f.parent.token },
  }),
  consent: (f) => ({
    kind: 'consent',
    method: 'POST',
    path: '/api/Consultation/GiveConsent',
    headers: { authtoken: f.parent.token },
    body: consentFor(f.appReqId),
  }),
  order: (f) => ({
    kind: 'order',
    method: 'POST',
    path: '/api/Cart/Add2Cart',
    headers: { authtoken: f.parent.token },
    body: { userType: 'Registered', userId: f.parent.memberId, orders: [orderLine(f)] },
  }),
  pay: (f) => ({ kind: 'pay', method: 'POST', path: '/api/Sandbox/Complete', body: { ...f.checkout, outcome: 'pay' } }),
};

/** The spec's order line for the held consultation, with the server's own amounts (as bench/queue.mjs). */
function orderLine({ price, parent, appReqId, card }) {
  return {
    PlanId: 14,
    PlanName: price.planName,
    PlanDesc: price.planDesc,
    PlanDuration: price.planDuration,
    Amount: price.planCostAnnual,
    Disc: price.discount,
    Total: price.planCostAnnualWithGST - price.discount,
    ServiceType: 'CONSULTATION',
    UserId: parent.memberId,
    UserType: 'Registered',
    ServiceId: appReqId,
    DoctorId: card.doctorID,
    orderDetails: [
      {
        PlanId: 14,
        ItemId: 1,
        PlanName: price.planName,
        PlanDesc: price.planDesc,
        Tariff: price.planCostAnnual,
        GST: price.planCostAnnualWithGST - price.planCostAnnual,
        Disc1: price.discount,
        Amount: price.planCostAnnual,
      },
    ],
  };
}

/**
 * What each answer of a booking step means: the next step, or the end of the booking. A 409 on a
 * hold is a slot someone else took in between: a valid answer, counted apart from the errors.
 */
function advance(f, status, body, tally) {
  const json = parse(body);
  switch (f.step) {
    case 'find': {
      if (status !== 200 || !json) return noteError(tally, 'listing', status, body);
      const cards = json.data.filter((c) => c.Slots.length > 0);
      if (cards.length === 0) {
        tally.noFreeSlot += 1;
        return;
      }
      f.card = pick(cards);
      f.slot = pick(f.card.Slots).slot;
      return 'hold';
    }
    case 'hold':
      if (status === 409) {
        tally.conflicts += 1;
        const message = json?.message ?? body;
        tally.conflictMessages[message] = (tally.conflictMessages[message] ?? 0) + 1;
        return;
      }
      if (status !== 200 || !json) return noteError(tally, 'hold', status, body);
      f.appReqId = json.appReqId;
      return f.ending === 'release' ? 'release' : 'price';
    case 'release':
      if (status !== 200) return noteError(tally, 'release', status, body);
      tally.released += 1;
      return;
    case 'price':
      if (status !== 200 || !json) return noteError(tally, 'price', status, body);
      f.price = json;
      return 'consent';
    case 'consent':
      if (status !== 200) return noteError(tally, 'consent', status, body);
      return 'order';
    case 'order':
      if (status !== 200 || !json?.checkout) return noteError(tally, 'order', status, body);
      f.checkout = Object.fromEntries(new URL(`http://x${json.checkout.url}`).searchParams);
      return 'pay';
    case 'pay':
      if (json?.cartStatus !== 'Success') return noteError(tally, 'pay', status, body);
      tally.paid += 1;
      return;
  }
}

/**
 * The mixed load: listings, holds released, holds paid, by 50 connections and the signed-in parents.
 *
 * Each connection's booking lives in a closure of its own, handed to the connection as autocannon
 * makes it (`setupClient`). Kept in autocannon's per-connection context, a booking needed a list of
 * requests long enough never to be started again (that clears the context), and autocannon copies
 * its options, that list included, into every connection it makes: with 100,000 entries that took
 * ~150 ms a connection, one after another, while each connection's first request, already written,
 * was timed. The first request of every connection then measured seconds, and those 50 made the
 * mixed load's p99 on a slow machine.
 */
export function mixedLoad(world) {
  const tally = {
    errors: 0,
    samples: [],
    conflicts: 0,
    conflictMessages: {},
    noFreeSlot: 0,
    released: 0,
    paid: 0,
    kinds: { listing: 0, hold: 0, release: 0, payHold: 0, price: 0, consent: 0, order: 0, pay: 0 },
    /** Milliseconds from a request's making to its answer, by kind (where the p99 comes from). */
    latencies: {},
  };
  const idle = [...world.parents];
  // Bookable by anyone: a follow up needs an earlier consultation with the doctor.
  const bookable = world.consultTypes.filter((t) => t !== 'follow up');
  /** One connection's requests: one at a time (no pipelining), so its state is its own. */
  const connectionEntry = () => {
    const connection = { booking: undefined, kind: 'listing', sentAt: 0 };
    return {
      setupRequest: (req) => {
        if (!connection.booking) {
          const r = Math.random();
          if (r < DRAW.release + DRAW.pay && idle.length > 0) {
            const parent = idle.splice(Math.floor(Math.random() * idle.length), 1)[0];
            const search = { parent, consultType: pick(bookable), date: pick(world.dates) };
            connection.booking = { world, parent, search, step: 'find', ending: r < DRAW.release ? 'release' : 'pay' };
          }
        }
        const r = connection.booking
          ? STEPS[connection.booking.step](connection.booking)
          : { kind: 'listing', ...listingRequest(world) };
        connection.kind = r.kind;
        connection.sentAt = performance.now();
        return withRequest(req, r);
      },
      onResponse: (status, body) => {
        // Counted once answered: those still in flight when the run stops are mostly slow listings.
        tally.kinds[connection.kind] += 1;
        tally.latencies[connection.kind] ??= [];
        tally.latencies[connection.kind].push(performance.now() - connection.sentAt);
        const booking = connection.booking;
        if (!booking) {
          if (status !== 200) noteError(tally, 'listing', status, body);
          return;
        }
        const next = advance(booking, status, body, tally);
        if (next) booking.step = next;
        else {
          idle.push(booking.parent);
          connection.booking = undefined;
        }
      },
    };
  };
  const options = {
    // What autocannon builds before setupClient gives the connection its own (never sent).
    requests: [{ method: 'GET', path: '/bench/hello' }],
    setupClient: (client) => client.setRequests([connectionEntry()]),
  };
  return { options, tally };
}
