// The nickname form of PersonalData (seed 001 section 5: "Nickname: must be non-empty; max
// 20 (copy text also says 4-20)"). The schema starts from the generated UpdateNicknameBody
// (1-20 characters with a non-space one); the screen trims the text and names each rule's
// message. The copy's 4-20 is not enforced, as the contract records.
import * as z from 'zod';
import {
  UpdateNicknameBody,
  updateNicknameBodyNickNameMax,
} from '../../api/generated/member/member.zod';
import { fitsContract } from '../../components/form/contract';
import { handledCodes, type ServerCodeTable } from '../../components/form/server-codes';

/** Seed 001 section 9: "Nickname: 20". */
export const NICKNAME_MAX = updateNicknameBodyNickNameMax;

const fitsNickname = fitsContract(UpdateNicknameBody.shape.nickName);

export const nicknameFormSchema = UpdateNicknameBody.extend({
  nickName: z
    .string()
    .trim()
    .min(1, 'profile:nickname.required')
    .max(NICKNAME_MAX, 'profile:nickname.tooLong')
    .refine(fitsNickname, {
      // A guard that the trimmed text fits the contract, once the screen's rules have passed.
      message: 'profile:nickname.required',
      when: (payload) => payload.issues.length === 0,
    }),
});

export type NicknameFormValues = z.input<typeof nicknameFormSchema>;

/**
 * Seed 001 section 8 and the contract: 401 signs out (shared), 500 is the shared error toast
 * and the field keeps the text. No code is shown at the field.
 */
export const NICKNAME_SERVER_CODES: ServerCodeTable<'nickName'> = {
  500: { to: 'toast' },
};
export const NICKNAME_HANDLED_CODES = handledCodes(NICKNAME_SERVER_CODES);
