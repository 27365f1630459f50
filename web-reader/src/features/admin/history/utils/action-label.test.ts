import { describe, expect, it } from 'vitest';
import { ADMIN_ACTIONS } from '@camino/schemas/api/admin-actions';
import i18n from '../../../../lib/i18n';
import '../../locales/load-admin-catalogs';
import { actionLabel } from './action-label';

describe('actionLabel', () => {
  it('words every action the server records, in English and Spanish, never as its code', () => {
    for (const language of ['en', 'es']) {
      const t = i18n.getFixedT(language);
      for (const action of ADMIN_ACTIONS) expect(actionLabel(action, t), action).not.toBe(action);
    }
  });

  it('tells a volume’s chapter ZIP, its playlist and a setting apart', () => {
    const t = i18n.getFixedT('es');
    expect(actionLabel('main-files.upload', t)).toBe('Subida de archivos principales');
    expect(actionLabel('playlist.upload', t)).toBe('Subida de playlist');
    expect(actionLabel('settings.image', t)).toBe('Imagen destacada');
    expect(actionLabel('tema.visibility', t)).toBe('Visibilidad del tema');
    expect(actionLabel('translations.confirm', t)).toBe('Traducción marcada como válida');
  });

  it('shows an action it does not know as the server wrote it', () => {
    expect(actionLabel('volume.rename', i18n.getFixedT('en'))).toBe('volume.rename');
  });
});
