import { describe, expect, it, vi } from 'vitest';
import { feeFor } from './feeFor';

describe('feeFor', () => {
  const doctor = { feePaise: 50_000 };
  it("charges the doctor's fee, without asking about follow-ups", async () => {
    const eligible = vi.fn(async () => true);
    expect(await feeFor(doctor, 'video', eligible)).toBe(50_000);
    expect(eligible).not.toHaveBeenCalled();
  });
  it('makes an eligible follow up free', async () => {
    expect(await feeFor(doctor, 'follow up', async () => true)).toBe(0);
  });
  it('refuses a follow up without a recent completed consultation', async () => {
    await expect(feeFor(doctor, 'follow up', async () => false)).rejects.toMatchObject({
      statusCode: 400,
      field: 'consultType',
    });
  });
});
