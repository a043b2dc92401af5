import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../apps/web/src/i18n/en';
import { enAccount } from '../apps/web/src/i18n/enAccount';
import { enAdmin } from '../apps/web/src/i18n/enAdmin';
import { enAdminDoctor } from '../apps/web/src/i18n/enAdminDoctor';
import { enAdminHours } from '../apps/web/src/i18n/enAdminHours';
import { enAdminMoney } from '../apps/web/src/i18n/enAdminMoney';
import { enAdminPlans } from '../apps/web/src/i18n/enAdminPlans';
import { enBilling } from '../apps/web/src/i18n/enBilling';
import { enBooking } from '../apps/web/src/i18n/enBooking';
import { enConsole } from '../apps/web/src/i18n/enConsole';
import { enConsoleHours } from '../apps/web/src/i18n/enConsoleHours';
import { enConsoleQueue } from '../apps/web/src/i18n/enConsoleQueue';
import { enConsultation } from '../apps/web/src/i18n/enConsultation';
import { enFamily } from '../apps/web/src/i18n/enFamily';
import { enFlow } from '../apps/web/src/i18n/enFlow';
import { enGrievances } from '../apps/web/src/i18n/enGrievances';
import { enGrowth } from '../apps/web/src/i18n/enGrowth';
import { enHome } from '../apps/web/src/i18n/enHome';
import { enLegal } from '../apps/web/src/i18n/enLegal';
import { enPlans } from '../apps/web/src/i18n/enPlans';
import { enPrivacy } from '../apps/web/src/i18n/enPrivacy';
import { enStaff } from '../apps/web/src/i18n/enStaff';
import { enTracker } from '../apps/web/src/i18n/enTracker';
import { enTriage } from '../apps/web/src/i18n/enTriage';
import { enVaccination } from '../apps/web/src/i18n/enVaccination';
import { messages } from '../packages/contract/src/messages';
import { isNamed, leafPaths, repositoryRoot, sourcesOutside, unusedKeys } from './catalogueUsage';

const catalogues = {
  en,
  enAccount,
  enAdmin,
  enAdminDoctor,
  enAdminHours,
  enAdminMoney,
  enAdminPlans,
  enBilling,
  enBooking,
  enConsole,
  enConsoleHours,
  enConsoleQueue,
  enConsultation,
  enFamily,
  enFlow,
  enGrievances,
  enGrowth,
  enHome,
  enLegal,
  enPlans,
  enPrivacy,
  enStaff,
  enTracker,
  enTriage,
  enVaccination,
};

/**
 * Texts read by a computed name (`catalogue.parent[name]`): every leaf under these paths counts as
 * read. Each is a table keyed by a value of the wire or of the screen, named beside it.
 */
const DYNAMIC: Record<keyof typeof catalogues, readonly string[]> = {
  // The account kind the server sends (Guest, Registered): AccountLine.
  en: ['details.kind'],
  enAccount: [],
  // An operator's role and who acted in the audit log, as the server sends them: AdminLayout, AuditTable.
  enAdmin: ['roles', 'audit.kinds'],
  // A doctor's gender and profession by the contract's GENDERS and PROFESSIONAL_KINDS: DoctorForm.
  enAdminDoctor: ['form.genders', 'form.kinds'],
  // The weekday names by the contract's day numbers: WeekTable, HoursRow.
  enAdminHours: ['weekdays'],
  // A consultation's status, the money filter, an order's and a refund's status, and a consultation's
  // kind, as the server sends them: ConsultationStatus, ConsultationFilters, MoneyHistory, ConsultationFacts.
  enAdminMoney: ['status', 'money', 'orderStatus', 'refundStatus', 'kind'],
  enAdminPlans: [],
  // The sandbox gateway's outcome, and the consent's relation chips by the contract's ADULT_RELATIONS: ConsentForm.
  enBilling: ['sandbox.results', 'consent.relations'],
  enBooking: [
    // A consult type or language as the server spells it: lib/consultTypes, LanguageChoice, DoctorProfilePage.
    'consultType',
    'typeTooltip',
    'language',
    // The slot group of a chip row (morning, afternoon, …): DoctorCard.
    'selection.groups',
    'selection.groupRange',
  ],
  // A consultation's status and the child's gender as the server sends them: console/consultations.
  enConsole: ['status', 'child.genders', 'consultation.relations'],
  enConsoleHours: [],
  // A queue's call type and language as the server sends them: DutyPanel, QueuePanel.
  enConsoleQueue: ['duty.type', 'duty.language'],
  // The prescription tab (InProgress, History) and its empty text: PrescriptionTabs, PrescriptionsPage.
  enConsultation: ['prescriptions.tabs', 'prescriptions.empty'],
  // A sharing's state (pending, active, expired, ended) as the server sends it: ShareList.
  enFamily: ['state'],
  // The member's relation as the server sends it: ActiveMemberBar, MemberSheet, RelationField.
  enFlow: ['members.relation'],
  // A growth parameter (W, H, HC) and a percentile position: growth screens, percentile.ts.
  enGrievances: [],
  enGrowth: ['tabs', 'withUnit', 'latest', 'name', 'percentile.position'],
  // A consultation's and a refund's status, and a receipt's kind, as the server sends them: home.ts, RefundList, ReceiptList.
  enHome: ['status', 'refundStatus', 'receipts.kind'],
  // A document's title and sections, by its name (terms, privacy): LegalPage.
  enLegal: ['terms', 'privacy'],
  enPlans: [],
  enPrivacy: [],
  enStaff: [],
  // The screen's texts in the language the parent chose (en, hi), and the switch's labels: ChildCheckPage.
  enTriage: ['en', 'hi', 'language'],
  enTracker: [
    // A milestone's ring (S, L, C, M) and status (O, U, D): ProgressRings, GoalList.
    'milestone.ringShort',
    'milestone.status',
    // The three answers of StatusChoice, read by the answer's key.
    'form.notYet',
    'form.sometime',
    'form.frequently',
  ],
  enVaccination: [
    // A dose's status and the filter chips (Overdue, Upcoming, Taken, all): VaccineCard, VaccineSections.
    'status',
    'noneForFilter',
    // The diet heading's words, by days from today: diet/days.
    'diet.heading',
  ],
};

describe('the message catalogue of the contract', () => {
  it('has no text that no code reads', () => {
    const sources = sourcesOutside(
      ['messages.ts', 'signInMessages.ts', 'commonMessages.ts'].map((file) =>
        path.join(repositoryRoot, 'packages/contract/src', file),
      ),
    );
    // No message is read by a computed name: every key must be named in the code.
    expect(unusedKeys(messages, sources)).toEqual([]);
  });
});

describe("the web's text catalogue", () => {
  const dir = path.join(repositoryRoot, 'apps/web/src/i18n');
  const files = readdirSync(dir)
    .filter((f) => /^en\w*\.ts$/.test(f))
    .map((f) => path.join(dir, f));
  const sources = sourcesOutside(files);

  it('checks every catalogue file', () => {
    expect(files.map((f) => path.basename(f, '.ts')).sort()).toEqual(Object.keys(catalogues).sort());
  });

  it.each(Object.entries(catalogues))('%s lists only dynamic paths it has', (name, catalogue) => {
    const leaves = leafPaths(catalogue);
    for (const d of DYNAMIC[name as keyof typeof catalogues]) {
      expect(
        leaves.some((leaf) => leaf === d || leaf.startsWith(`${d}.`)),
        d,
      ).toBe(true);
    }
  });

  it.each(Object.entries(catalogues))('%s has no text that no code reads', (name, catalogue) => {
    expect(unusedKeys(catalogue, sources, DYNAMIC[name as keyof typeof catalogues])).toEqual([]);
  });
});

describe('catalogue usage', () => {
  const catalogue = {
    title: 'T',
    form: { save: 'Save', gone: 'Gone' },
    status: { O: 'Overdue' },
    count: (n: number) => `${n}`,
  };

  it('lists every leaf by its path, functions included', () => {
    expect(leafPaths(catalogue)).toEqual(['title', 'form.save', 'form.gone', 'status.O', 'count']);
  });

  it('counts a key read as a property, quoted or destructured, and nothing else', () => {
    expect(isNamed('save', 'x(t.form.save)')).toBe(true);
    expect(isNamed('save', 't?.save')).toBe(true);
    expect(isNamed('save', "const keys = ['save'];")).toBe(true);
    expect(isNamed('save', 'const { save, back } = t.form;')).toBe(true);
    expect(isNamed('save', 'function saveAll() { saver(); }')).toBe(false);
    expect(isNamed('save', '// save the day')).toBe(false);
  });

  it('finds what no source names, except under a path read by a computed name', () => {
    const sources = 'h(t.title); h(t.form.save); h(t.count(2));';
    expect(unusedKeys(catalogue, sources)).toEqual(['form.gone', 'status.O']);
    expect(unusedKeys(catalogue, sources, ['status'])).toEqual(['form.gone']);
  });
});
