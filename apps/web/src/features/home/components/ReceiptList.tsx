import { todayInIndia } from '@app/contract/calendar';
import { paths } from '@app/contract/paths';
import { type ReceiptOnWire, receiptFileName } from '@app/contract/schemas/refunds';
import { useState } from 'react';
import { useAppSelector } from '../../../app/store';
import { BusyButton } from '../../../components/BusyButton';
import { Section } from '../../../components/Section';
import { enHome } from '../../../i18n/enHome';
import { errorMessage } from '../../../lib/apiClient';
import { formatDate } from '../../../lib/dates';
import { downloadPdf } from '../../../lib/downloadPdf';
import { formatRupees } from '../../../lib/money';
import { notify } from '../../../lib/notify';

const t = enHome.receipts;
const pdfUrl = (number: string) => `${paths.getReceiptPdf}?${new URLSearchParams({ number })}`;

/** The account's receipts (payments) and credit notes (refunds), each with its PDF. */
export function ReceiptList({ receipts }: { receipts: readonly ReceiptOnWire[] }) {
  const basic = useAppSelector((state) => state.Basic);
  const [downloading, setDownloading] = useState<string>();
  if (receipts.length === 0) return null;

  async function download(r: ReceiptOnWire) {
    setDownloading(r.number);
    try {
      await downloadPdf(pdfUrl(r.number), receiptFileName(r.number), basic);
    } catch (failure) {
      notify.error(errorMessage(failure).message);
    } finally {
      setDownloading(undefined);
    }
  }

  return (
    <Section className="home-section" headingId="home-receipts" heading={t.heading} headingClassName="home-heading">
      <ul className="home-list">
        {receipts.map((r) => {
          const kind = t.kind[r.kind] ?? r.kind;
          return (
            <li key={r.number} className="card home-receipt">
              <p className="home-refund-line">
                <strong>{formatRupees(r.total)}</strong>
                <span className="home-refund-status">{kind}</span>
              </p>
              <p className="home-note">{r.description}</p>
              <p className="home-note">
                {r.number} · {t.issued(formatDate(todayInIndia(new Date(r.issuedAt))))}
              </p>
              <BusyButton
                className="btn btn-secondary btn-small"
                busy={downloading === r.number}
                disabled={downloading !== undefined}
                aria-label={t.downloadLabel(kind, r.number)}
                onClick={() => void download(r)}
              >
                {t.download}
              </BusyButton>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
