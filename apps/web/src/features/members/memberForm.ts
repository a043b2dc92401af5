/**
 * The member form (spec §5 "Member form"): First Name and Last Name required, Email optional but
 * an email. Validated in the browser with zod/mini (small, and loaded only with /details); the
 * server checks the same rules again.
 */
import { NAME_MAX_CHARS, RELATIONS } from '@app/contract/constants';
import type { MemberPayload } from '@app/contract/schemas/members';
import type { z as zod } from 'zod';
import * as z from 'zod/mini';
import type { BasicState } from '../../app/state';
import { enFlow } from '../../i18n/enFlow';
import type { ChooserMember } from './members';

/** The relations a new member can have; the account holder is the only 'self'. Son and daughter first. */
export const MEMBER_RELATIONS = RELATIONS.filter((r) => r !== 'self');
export type MemberRelation = (typeof MEMBER_RELATIONS)[number];

const name = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, enFlow.members.form.required(label)),
      z.maxLength(NAME_MAX_CHARS, enFlow.members.form.tooLong(label, NAME_MAX_CHARS)),
    );

const emailFormat = z.email();

export const memberFormSchema = z.object({
  firstName: name(enFlow.members.form.firstName),
  LastName: name(enFlow.members.form.lastName),
  email: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || emailFormat.safeParse(value).success, enFlow.members.form.emailInvalid),
  ),
  relation: z.optional(z.enum(MEMBER_RELATIONS)),
});

export type MemberFormValues = z.infer<typeof memberFormSchema>;
export type MemberFormInput = z.input<typeof memberFormSchema>;

export function formValuesOf(member: ChooserMember | undefined): MemberFormInput {
  if (!member) return { firstName: '', LastName: '', email: '', relation: undefined };
  const relation = MEMBER_RELATIONS.find((r) => r === member.Relation);
  return { firstName: member.firstName, LastName: member.LastName, email: member.email, relation };
}

export type MemberPayloadBody = zod.input<typeof MemberPayload>;

/**
 * The spec's create/update payload: Relation stays 'self' on the wire; RelationType carries the
 * relation the parent picked (sent only where the form offers the choice).
 */
export function memberPayload(values: MemberFormValues, basic: BasicState, withRelation: boolean): MemberPayloadBody {
  const body: MemberPayloadBody = {
    firstName: values.firstName,
    LastName: values.LastName,
    email: values.email,
    Relation: 'self',
  };
  if (withRelation && values.relation) body.RelationType = values.relation;
  const connection = basic.ConnectionID ?? basic.userID;
  if (connection !== undefined) body.ConnectionID = connection;
  if (basic.number && basic.code) {
    body.mobileNumber = basic.number;
    body.mobileCode = `+${basic.code.replace(/^\+/, '')}`;
  }
  return body;
}
