import { EditorView, minimalSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import classes from './quick-edit.module.css';

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  language: 'json' | 'markdown';
  /** The editing area's accessible name. */
  label: string;
}

// Colours from Mantine's variables, so the editor follows the light or dark scheme.
const theme = EditorView.theme({
  '&': { color: 'var(--mantine-color-text)', backgroundColor: 'var(--mantine-color-body)' },
  '.cm-gutters': {
    backgroundColor: 'var(--mantine-color-default-hover)',
    color: 'var(--mantine-color-dimmed)',
    borderRight: '1px solid var(--mantine-color-default-border)',
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--mantine-color-default-hover)' },
  '.cm-cursor': { borderLeftColor: 'var(--mantine-color-text)' },
});

// Each mode is its own chunk: Markdown brings HTML, CSS and JavaScript highlighting with it,
// which a JSON edit does not need.
const loadLanguage = async (language: 'json' | 'markdown') =>
  language === 'json'
    ? (await import('@codemirror/lang-json')).json()
    : (await import('@codemirror/lang-markdown')).markdown();

/**
 * CodeMirror 6 with JSON or Markdown highlighting. Only this module imports CodeMirror, and only
 * the lazily loaded quick-edit screen imports this module, so no other page downloads it. The
 * editor owns its text while open; `value` is read once, when it mounts.
 */
export default function CodeEditor({ value, onChange, language, label }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let view: EditorView | null = null;
    let live = true;
    void loadLanguage(language).then((mode) => {
      if (!live) return;
      view = new EditorView({
        doc: value,
        parent: host.current!,
        extensions: [
          minimalSetup,
          mode,
          EditorView.lineWrapping,
          theme,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      });
    });
    return () => {
      live = false;
      view?.destroy();
    };
    // `value` is deliberately left out: the document is the editor's own after mounting.
  }, [language, label]);

  return <div ref={host} className={classes.editor} data-testid="quick-edit-editor" />;
}
