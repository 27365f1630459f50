// The public API answers built from the site's content, once: the routes send them and the page
// pre-render (server/src/pages/page-data.ts) embeds them, so a pre-rendered page holds exactly
// what the API would answer and the browser's first revalidation finds nothing new.
import type { ApiResponse } from '@camino/schemas/api/routes';
import type {
  AboutResponse,
  ButtonStateResponse,
  EmailValidationStatus,
  ImageConfigResponse,
  NewsBlock,
  NewsResponse,
} from '@camino/schemas/api/site-settings';
import { withImageDefaults } from '@camino/schemas/image-config';
import type { Language } from '@camino/schemas/languages';
import { versionLanguage } from '@camino/schemas/translations/translatable';
import type { SettingsService } from './settings-service';
import type { TranslationsService } from './translations/translations-service';
import type { VolumesService } from './volumes-service';

type Settings = Pick<SettingsService, 'get'>;

/** The private news block as anonymous callers get it: disabled and empty. */
const HIDDEN_NEWS: NewsBlock = { enabled: false, title: '', description: '' };

/** `GET /volumes`. */
export async function volumesAnswer(
  volumes: Pick<VolumesService, 'listVolumes'>,
): Promise<ApiResponse<'GET /volumes'>> {
  return { volumes: await volumes.listVolumes() };
}

/** `GET /news-config`: the private block only for members. */
export async function newsAnswer(settings: Settings, member: boolean): Promise<NewsResponse> {
  const news = await settings.get('news');
  return { public: news.public, private: member ? news.private : HIDDEN_NEWS };
}

/** `GET /image-config`, with the display defaults filled in. */
export async function imageAnswer(settings: Settings): Promise<ImageConfigResponse> {
  return { featuredImage: withImageDefaults(await settings.get('image')) };
}

/** `GET /evangelio-button-config` and `GET /topics-button-config`. */
export async function buttonAnswer(
  settings: Settings,
  key: 'evangelio_button' | 'topics_button',
): Promise<ButtonStateResponse> {
  return { enabled: (await settings.get(key)).enabled };
}

/** `GET /about` in `lang`: its translation when there is one, else the source, said to be a fallback. */
export async function aboutAnswer(
  settings: Settings,
  translations: Pick<TranslationsService, 'forReader'>,
  lang: Language,
): Promise<AboutResponse> {
  const [about, translation] = await Promise.all([
    settings.get('about'),
    translations.forReader('about', 'about', lang),
  ]);
  const content = translation
    ? (JSON.parse(translation.content) as { content: string }).content
    : about.content;
  return { content, ...versionLanguage(lang, translation !== undefined) };
}

/** `GET /email-validation-status`. */
export async function emailValidationAnswer(settings: Settings): Promise<EmailValidationStatus> {
  return { email_validation_enabled: (await settings.get('email_validation')).enabled };
}
