import { z } from 'zod';
import { OPERATOR_ROLES } from '../constants';
import { digits, idValue, text } from './common';
import { ConsoleOtpRequest, ConsoleVerifyRequest } from './console';

/**
 * The clinic's back office (ours, decision 0050): operators sign in with their number and an OTP,
 * the same way as doctors to the console, and owners manage the operators.
 */
export const AdminOtpRequest = ConsoleOtpRequest;
export const AdminVerifyRequest = ConsoleVerifyRequest;

export const Operator = z
  .object({
    operatorID: z.number().int(),
    name: z.string(),
    /** E.164, e.g. '+919876543210'. */
    phone: z.string(),
    role: z.enum(OPERATOR_ROLES),
    createdAt: z.string(),
    /** The owner who added them; null for one made with `npm run admin:create`. */
    createdBy: z.number().int().nullable(),
    /** Set once retired: the operator can no longer sign in and their tokens stopped at once. */
    retiredAt: z.string().nullable(),
  })
  .meta({ id: 'Operator' });
export type Operator = z.infer<typeof Operator>;

export const AdminSessionResponse = z
  .object({ status: z.literal(1), authToken: z.string(), operator: Operator })
  .meta({ id: 'AdminSessionResponse' });
/** One operator: the signed-in one (Me), or the one just added. */
export const OperatorResponse = z.object({ status: z.literal(1), operator: Operator }).meta({ id: 'OperatorResponse' });
export const OperatorsResponse = z
  .object({ status: z.literal(1), data: z.array(Operator) })
  .meta({ id: 'OperatorsResponse' });

export const AddOperatorRequest = z.object({
  name: text('name').trim().min(1, 'Name is required.').max(80, 'Name is too long.'),
  mobileCode: digits('mobileCode', 1, 4),
  mobileNumber: digits('mobileNumber', 4, 15),
  role: z.enum(OPERATOR_ROLES, { error: `role must be one of ${OPERATOR_ROLES.join(', ')}.` }),
});
export const RetireOperatorRequest = z.object({ operatorID: idValue('operatorID') });
