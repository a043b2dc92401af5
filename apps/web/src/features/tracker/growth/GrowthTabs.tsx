import { type KeyboardEvent, useRef } from 'react';
import { enGrowth } from '../../../i18n/enGrowth';
import type { GrowthParam } from './measures';

interface GrowthTabsProps {
  tabs: readonly GrowthParam[];
  selected: GrowthParam;
  onSelect: (param: GrowthParam) => void;
  /** The id of the one panel the tabs control. */
  panelId: string;
  tabId: (param: GrowthParam) => string;
}

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i + n - 1) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Weight / Height / Head Circ (spec §2 "growth"): a tablist with one tab in the Tab order (the
 * selected one); the arrow keys, Home and End move between tabs and select them.
 */
export function GrowthTabs({ tabs, selected, onSelect, panelId, tabId }: GrowthTabsProps) {
  const refs = useRef(new Map<GrowthParam, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = tabs[move(Math.max(0, tabs.indexOf(selected)), tabs.length)];
    if (!next) return;
    onSelect(next);
    refs.current.get(next)?.focus();
  }

  return (
    <div role="tablist" aria-label={enGrowth.tabsLabel} className="growth-tabs" onKeyDown={onKeyDown}>
      {tabs.map((param) => {
        const active = param === selected;
        return (
          <button
            key={param}
            ref={(el) => {
              if (el) refs.current.set(param, el);
              else refs.current.delete(param);
            }}
            id={tabId(param)}
            type="button"
            role="tab"
            className="growth-tab"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(param)}
          >
            {enGrowth.tabs[param]}
          </button>
        );
      })}
    </div>
  );
}
