import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { enConsultation } from '../../../i18n/enConsultation';
import { TABS, type Tab, tabAfterKey } from '../prescriptions';

/**
 * The In Progress / History tabs (WAI-ARIA tabs pattern): one tab stop, arrows (and Home/End) move
 * between tabs and select them, the panel is labelled by its tab.
 */
export function PrescriptionTabs({
  selected,
  counts,
  onSelect,
  children,
}: {
  selected: Tab;
  counts?: Record<Tab, number>;
  onSelect: (tab: Tab) => void;
  /** The content of a tab's panel (both panels exist; the unselected one is hidden). */
  children: (tab: Tab) => ReactNode;
}) {
  const t = enConsultation.prescriptions;
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(event.key, TABS.indexOf(selected), TABS.length);
    if (next === undefined) return;
    event.preventDefault();
    const tab = TABS[next];
    if (!tab) return;
    onSelect(tab);
    buttons.current[tab]?.focus();
  };

  return (
    <>
      <div className="rx-tabs" role="tablist" aria-label={t.tabsLabel}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              buttons.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={`rx-tab-${tab}`}
            className="rx-tab"
            aria-selected={tab === selected}
            aria-controls={`rx-panel-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
          >
            {t.tabs[tab]}
            {counts && (
              <span className="rx-tab-count" aria-hidden="true">
                {counts[tab]}
              </span>
            )}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          className="rx-panel"
          role="tabpanel"
          id={`rx-panel-${tab}`}
          aria-labelledby={`rx-tab-${tab}`}
          hidden={tab !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes the panel a tab stop
          tabIndex={0}
        >
          {tab === selected && children(tab)}
        </div>
      ))}
    </>
  );
}
