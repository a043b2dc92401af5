import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { PlusIcon } from '../../../components/moreIcons';
import { enGrowth } from '../../../i18n/enGrowth';
import { errorMessage } from '../../../lib/apiClient';
import { notify } from '../../../lib/notify';
import { BannerCarousel } from '../components/BannerCarousel';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { LoadStatus } from '../components/LoadStatus';
import { TrackerNotice } from '../components/TrackerNotice';
import { AddGrowthSheet } from '../growth/AddGrowthSheet';
import { ChartSection } from '../growth/ChartSection';
import { GrowthSummary } from '../growth/GrowthSummary';
import { GrowthTable } from '../growth/GrowthTable';
import { GrowthTabs } from '../growth/GrowthTabs';
import { useDeleteGrowthMutation, useGetGrowthTrackerQuery } from '../growth/growthApi';
import { GROWTH_TABS, type GrowthParam, MEASURES } from '../growth/measures';
import { type GrowthRow, tableRows } from '../growth/table';
import { isUnauthorized, useExpireSession, useSessionExpiry, useTrackerSession } from '../useTracker';
import '../growth/growth.css';

/**
 * `/milestone-and-growth/growth` (spec §2 "growth"): the child's weight, height and head
 * circumference (the last only while WHO has a standard for it, isHead) against the WHO
 * standards. Each tab shows the latest value with its range gauge and percentile, the entries and
 * the percentile chart. Registered parents with a plan add and delete entries; everyone else sees
 * the server's notice (guests: 'Register with us for tracking growth of your child').
 */
export default function GrowthPage() {
  const t = enGrowth;
  const { basic, patientId, accountId } = useTrackerSession();
  const expire = useExpireSession();
  const [param, setParam] = useState<GrowthParam>('W');
  const growth = useGetGrowthTrackerQuery(
    patientId === undefined ? skipToken : { patientId, param, userType: basic.type },
  );
  useSessionExpiry(growth.error);
  const [deleteGrowth, deleting] = useDeleteGrowthMutation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<GrowthRow>();
  const historyRef = useRef<HTMLElement>(null);
  const ids = useId();
  const panelId = `${ids}-panel`;
  const tabId = (p: GrowthParam) => `${ids}-tab-${p}`;

  // isHead comes with every answer; the last one decides while another tab loads.
  const isHead = growth.data?.isHead === true;
  const tabs = isHead ? GROWTH_TABS : GROWTH_TABS.filter((p) => p !== 'HC');
  useEffect(() => {
    if (param === 'HC' && growth.data && !growth.data.isHead) setParam('W');
  }, [param, growth.data]);

  const data = growth.currentData;
  const { unit } = MEASURES[param];
  const rows = useMemo(() => (data ? tableRows(data.data, param, unit) : []), [data, param, unit]);
  const childName = (data?.Name || basic.name || '').trim().split(/\s+/)[0] || t.chart.yourChild;

  async function confirmDelete() {
    const row = removing;
    if (!row) return;
    try {
      const done = await deleteGrowth({ NotesCaregiverID: row.id }).unwrap();
      setRemoving(undefined);
      notify.success(done.message);
      historyRef.current?.focus();
    } catch (error) {
      setRemoving(undefined);
      if (isUnauthorized(error)) return expire();
      notify.error(errorMessage(error).message);
    }
  }

  const action = !data ? null : data.canEdit ? (
    <button type="button" className="btn btn-primary btn-block growth-add" onClick={() => setAdding(true)}>
      <PlusIcon width={20} height={20} />
      {t.addValue}
    </button>
  ) : (
    <TrackerNotice notice={data.notice} className="growth-notice" />
  );

  return (
    <div className="growth">
      <h1 className="tracker-heading">{t.heading}</h1>
      <BannerCarousel requestType="Assessment" patientId={patientId} />
      <GrowthTabs tabs={tabs} selected={param} onSelect={setParam} panelId={panelId} tabId={tabId} />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(param)}
        className="growth-panel"
        aria-busy={growth.isFetching || undefined}
      >
        {!data ? (
          <LoadStatus query={growth} texts={t} />
        ) : (
          <>
            <GrowthSummary data={data} param={param} action={action} />
            <GrowthTable ref={historyRef} param={param} rows={rows} onDelete={setRemoving} />
            <ChartSection data={data} param={param} childName={childName} />
            {data.curvesStandard && <p className="tracker-source">{t.source(data.curvesStandard)}</p>}
          </>
        )}
      </div>
      {patientId !== undefined && data?.canEdit && (
        <AddGrowthSheet
          open={adding}
          onClose={() => setAdding(false)}
          param={param}
          patientId={patientId}
          accountId={accountId}
          dateOfBirth={data.dateOfBirth}
        />
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title={t.remove.title}
        text={removing ? t.remove.text(removing.what, removing.date) : ''}
        confirmLabel={deleting.isLoading ? t.remove.deleting : t.remove.confirm}
        cancelLabel={t.remove.cancel}
        onConfirm={() => {
          if (!deleting.isLoading) void confirmDelete();
        }}
        onCancel={() => setRemoving(undefined)}
      />
    </div>
  );
}
