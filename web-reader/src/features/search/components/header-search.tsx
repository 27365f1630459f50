import { ActionIcon, Kbd, TextInput } from '@mantine/core';
import { useCallback, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '../../../components/icons';
import { useSlashShortcut } from '../hooks/use-slash-shortcut';
import { searchPagePath } from '../utils/result-link';
import classes from './search.module.css';

/**
 * The search box of the header: Enter opens /search?q=…; `/` focuses it from anywhere (unless
 * typing in a field). On a phone it is an icon that opens the field on a row of its own.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  const open = useCallback(() => setOpened(true), []);
  useSlashShortcut(input, open);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    input.current?.blur();
    setOpened(false);
    void navigate(searchPagePath(q));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    setOpened(false);
    // Back to the button that opened the field on a phone; where that button is hidden (wider
    // screens), focus() leaves the field focused, and the field lets go of it instead.
    toggle.current?.focus();
    if (document.activeElement === input.current) input.current?.blur();
  };

  return (
    // A real GET form: a search sent before the app has started still reaches /search?q=….
    <form
      role="search"
      action="/search"
      method="get"
      className={classes.headerForm}
      data-open={opened || undefined}
      onSubmit={submit}
    >
      <ActionIcon
        ref={toggle}
        className={classes.headerToggle}
        variant="default"
        size="lg"
        aria-label={t('siteSearchOpen')}
        aria-expanded={opened}
        aria-controls="site-search-input"
        onClick={() => {
          setOpened((value) => !value);
          requestAnimationFrame(() => input.current?.focus());
        }}
      >
        <SearchIcon />
      </ActionIcon>
      <TextInput
        ref={input}
        id="site-search-input"
        name="q"
        className={classes.headerField}
        type="search"
        size="sm"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        placeholder={t('siteSearchPlaceholder')}
        aria-label={t('siteSearchLabel')}
        aria-keyshortcuts="/"
        leftSection={<SearchIcon size={16} />}
        rightSection={
          <Kbd size="xs" className={classes.kbd}>
            /
          </Kbd>
        }
        enterKeyHint="search"
        maxLength={200}
        data-testid="header-search"
      />
    </form>
  );
}
