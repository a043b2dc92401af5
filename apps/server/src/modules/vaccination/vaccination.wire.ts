import { messages } from '@app/contract/messages';
import type { MarkEarlierDosesResponse, VaccineItem, VaccineResponse } from '@app/contract/schemas/vaccination';
import type { VaccinationService } from './vaccination.service';

type Detail = Awaited<ReturnType<VaccinationService['vaccineDetail']>>;

const toVaccineItem = ({ dose, ...v }: Detail['doses'][number]): VaccineItem => ({
  vaccineId: dose.id,
  VaccineName: dose.vaccine,
  FullName: dose.fullName,
  Dose: dose.doseLabel,
  strDose: `${dose.vaccine}: ${dose.doseLabel}`,
  DueTime: dose.category,
  DueStatus: v.dueStatus,
  seasonPassed: v.seasonPassed,
  DueOn: v.dueOn,
  TakenOn: v.takenOn,
  ProtectAgainst: dose.protectsAgainst,
  ToBeGiven: dose.toBeGiven,
  ImportantInfo: dose.conditional ? `${dose.info} ${dose.conditional}.` : dose.info,
  notes: v.notes,
  fileName: v.tagPhoto,
  canRecord: v.canRecord,
  reportedByParent: v.reportedByParent,
});

/** App/GetVaccineDetail (spec §3 vaccination item, §7). */
export const toVaccineResponse = (d: Detail): VaccineResponse => ({
  status: 1,
  data: d.doses.map(toVaccineItem),
  categories: d.categories,
  patientCategory: d.memberCategory,
  schedule: d.schedule,
  dateOfBirth: d.dateOfBirth,
  canEdit: d.canEdit,
  notice: d.notice,
});

/** App/MarkEarlierVaccines (ours): how many doses this request recorded, in words too. */
export const toMarkedResponse = ({ marked }: { marked: number }): MarkEarlierDosesResponse => ({
  status: 1,
  marked,
  message: messages.earlierDosesSaved(marked),
});
