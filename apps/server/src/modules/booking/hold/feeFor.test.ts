import { describe, expect, it, vi } from 'vitest';
import { feeFor } from './feeFor';

describe('feeFor', () => {
  const doctor = { feePaise: 50_000 };
  it("charges the doctor's fee, without asking about follow-ups", async () => {
    const eligible = vi.fn(async () => true);
    expect(await feeFor(doctor, 'video', eligible)).toBe(50_000);
    expect(eligible).not.toHaveBeenCalled();
  });
  it('charges a type with a fee of its own that fee, and a follow up nothing still', async () => {
    const priced = { feePaise: 50_000, feePaiseByType: { audio: 30_000 } };
    expect(await feeFor(priced, 'audio', async () => true)).toBe(30_000);
    expect(await feeFor(priced, 'video', async () => true)).toBe(50_000);
    expect(await feeFor({ ...priced, feePaiseByType: { 'follow up': 9_000 } }, 'follow up', async () => true)).toBe(0);
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
