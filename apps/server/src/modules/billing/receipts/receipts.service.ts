import { messages } from '@app/contract/messages';
import { receiptFileName } from '@app/contract/schemas/refunds';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { Session } from '../../auth';
import { type ReceiptContact, receiptPdf } from './receiptPdf';
import * as repo from './receipts.repo';

export type Receipt = repo.ReceiptRow;

/** The account's receipts and credit notes (issued by payments and refunds: issue.ts). */
export function receiptsServiceFactory(deps: { db: Db; contact: ReceiptContact }) {
  const list = (session: Session) => repo.receiptsOfAccount(deps.db, session.account.accountId);

  /** One of the account's documents as a PDF; another account's number is answered like one that does not exist. */
  async function document(session: Session, number: string) {
    const receipt = await repo.findReceipt(deps.db, session.account.accountId, number);
    if (!receipt) throw notFound(messages.receiptNotFound);
    return { fileName: receiptFileName(receipt.number), bytes: await receiptPdf(receipt, deps.contact) };
  }

  return {
    list,
    document,
    /** Erasure, in its transaction: the payer's name and number leave the account's receipts. */
    erasePersonalData: (tx: Db, accountId: number) => repo.anonymisePayer(tx, accountId),
  };
}
export type ReceiptsService = ReturnType<typeof receiptsServiceFactory>;
