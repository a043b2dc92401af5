/**
 * The OTP box of both sign-ins: the contract's own check of the code (VerifyOtpRequest), in the
 * spec's words: none typed, or not a whole code.
 */
import { OTP_LENGTH } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { VerifyOtpRequest } from '@app/contract/schemas/auth';
import { z } from 'zod';

const otpCode = VerifyOtpRequest.shape.otp;

export const otpFormSchema = z.object({
  otp: z
    .string()
    .min(1, { error: messages.otpEmpty, abort: true })
    .refine((otp) => otpCode.safeParse(otp).success, messages.otpWrong),
});
export type OtpFormValues = z.infer<typeof otpFormSchema>;

/** What the box keeps of what is typed or pasted: digits, at most a code's length. */
export const otpDigits = (text: string) => text.replace(/\D/g, '').slice(0, OTP_LENGTH);
