import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Field } from '../../../components/Field';
import { CloseIcon } from '../../../components/moreIcons';
import { enBooking } from '../../../i18n/enBooking';
import { filterOptions, type SearchOption } from '../search';

interface ComboboxProps {
  id: string;
  label: string;
  /** Shown when nothing is chosen ('Any doctor'). */
  placeholder: string;
  options: readonly SearchOption[];
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  loading?: boolean;
}

/**
 * A searchable dropdown with the ARIA 1.2 combobox pattern: an editable input (role combobox)
 * that filters a listbox. Keyboard: type to filter, Down/Up to move, Enter to choose, Escape to
 * close. Touch: tap the field or the arrow to see every option, tap one to choose it. The active
 * option is announced through aria-activedescendant, so focus never leaves the input.
 */
export function Combobox({ id, label, placeholder, options, value, onChange, loading = false }: ComboboxProps) {
  const listId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  // null: not typing yet, every option shows and the input keeps the chosen name.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const selected = options.find((o) => o.value === value);
  const matches = useMemo(() => filterOptions(options, query), [options, query]);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  function openList(nextActive?: number) {
    if (!open) {
      setOpen(true);
      // On a phone the keyboard covers the lower half: bring the field up so the list shows.
      if (window.matchMedia?.('(pointer: coarse)').matches) {
        inputRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      }
    }
    setActive(
      nextActive ??
        Math.max(
          0,
          matches.findIndex((o) => o.value === value),
        ),
    );
  }

  function close() {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  }

  function choose(option: SearchOption) {
    onChange(option.value);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = matches.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive((i) => Math.min(i + 1, last));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList(last);
        else setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Enter': {
        if (!open) break;
        event.preventDefault();
        const option = matches[active] ?? (matches.length === 1 ? matches[0] : undefined);
        if (option) choose(option);
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  }

  const shown = open && query !== null ? query : (selected?.label ?? '');
  return (
    <Field htmlFor={id} label={label} className="combo">
      <div className={open ? 'input-box combo-box combo-box--open' : 'input-box combo-box'}>
        <input
          ref={inputRef}
          id={id}
          className="combo-input"
          type="text"
          role="combobox"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="done"
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 && matches[active] ? optionId(active) : undefined}
          value={shown}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            if (!open) setOpen(true);
          }}
          onClick={() => (open ? undefined : openList())}
          onFocus={(event) => event.currentTarget.select()}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {selected && (
          <button
            type="button"
            className="combo-button"
            aria-label={enBooking.combobox.clear(label)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              onChange(undefined);
              close();
              inputRef.current?.focus();
            }}
          >
            <CloseIcon width={18} height={18} />
          </button>
        )}
        <button
          type="button"
          className="combo-button combo-toggle"
          tabIndex={-1}
          aria-label={enBooking.combobox.showAll(label)}
          aria-expanded={open}
          aria-controls={listId}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (open) return close();
            inputRef.current?.focus();
            openList();
          }}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {/* Pressing in the list must not blur the input (that would close the list before the tap lands). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only keeps focus in the input; the options take the tap. */}
      <div className="combo-popup" hidden={!open} onMouseDown={(event) => event.preventDefault()}>
        <div id={listId} className="combo-list" role="listbox" aria-label={label}>
          {open &&
            matches.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard (aria-activedescendant).
              <div
                key={option.value}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={option.value === value}
                className={index === active ? 'combo-option combo-option--active' : 'combo-option'}
                onClick={() => choose(option)}
                onMouseMove={() => (index === active ? undefined : setActive(index))}
              >
                <span className="combo-option-label">{option.label}</span>
                {option.description && <span className="combo-option-description">{option.description}</span>}
              </div>
            ))}
        </div>
        {open && matches.length === 0 && (
          <p className="combo-empty">{loading ? enBooking.combobox.loading : enBooking.combobox.noMatches}</p>
        )}
      </div>
      <span className="visually-hidden" role="status" aria-live="polite">
        {open && query ? enBooking.combobox.count(matches.length) : ''}
      </span>
    </Field>
  );
}
