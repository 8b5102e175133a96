import './jitless';
import * as z from 'zod';
import { endpoint } from './endpoint';
import { list } from './envelope';
import { bool, id, media, timestamp } from './fields';
import { queryFlag, queryList, queryPositiveInt } from './query';
import { skinSettings } from './skin';

const optionalText = z.string().nullable().optional();

export const bannerOptions = z.object({
  html: optionalText,
  html_mobile: optionalText,
  button_text: optionalText,
  button_text_1: optionalText,
  button_text_mobile: optionalText,
  button_text_mobile_1: optionalText,
  button_url: optionalText,
  button_url_1: optionalText,
  button_url_mobile: optionalText,
  button_url_mobile_1: optionalText,
});
export type BannerOptions = z.infer<typeof bannerOptions>;

/** HTML fields (subtitle, options.html*) are untrusted: sanitise before rendering. */
export const banner = z.object({
  id,
  title: z.string().nullable(),
  subtitle: z.string().nullable().optional(),
  options: bannerOptions.nullable(),
  /** A media's comment prefix assigns the banner's category. */
  medias: z.array(media),
});
export type Banner = z.infer<typeof banner>;

/** A CMS page (static pages by route name, and promotions, which are pages of type 'promotion'). */
export const page = z.object({
  id,
  name: z.string(),
  slug: z.string().optional(),
  type: z.string().optional(),
  /** HTML. */
  content: z.string().nullable(),
  comment: z.string().nullable().optional(),
  is_valid: bool.optional(),
  valid_from: timestamp.nullable().optional(),
  banners: z.array(banner).optional(),
  language: z.object({ code: z.string() }).nullable().optional(),
});
export type Page = z.infer<typeof page>;

/** The media titled 'card' of its banners is the card image. */
export const promotion = page.extend({
  comment: z.string().nullable(),
  is_valid: bool,
  valid_from: timestamp.nullable(),
  banners: z.array(banner),
  language: z.object({ code: z.string() }),
});
export type Promotion = z.infer<typeof promotion>;

/** The footer's deposit-method logos. */
export const paymentMethodLogo = z.object({
  id,
  name: z.string(),
  code: z.string().optional(),
  image: z.string().nullable().optional(),
  medias: z.array(media).optional(),
});
export type PaymentMethodLogo = z.infer<typeof paymentMethodLogo>;

export const maintenanceStatus = z.object({ in_maintenance: bool });
export type MaintenanceStatus = z.infer<typeof maintenanceStatus>;

export const cmsApi = {
  /** `{id}` is a page id or its route name (terms-and-conditions, help, ...). */
  page: endpoint({
    method: 'GET',
    path: 'cms/pages/{id}',
    auth: 'skin',
    query: z.object({ language: z.string().optional() }),
    response: page,
  }),
  promotions: endpoint({
    method: 'GET',
    path: 'cms/pages',
    auth: 'skin',
    query: z.object({
      type: z.literal('promotion'),
      campaign_visible: queryFlag.optional(),
      language: z.string().optional(),
    }),
    response: list(promotion),
  }),
  /** The spec writes the tag filter `tag[x]`; it is sent as `tag[]=home` (a PHP array). */
  banners: endpoint({
    method: 'GET',
    path: 'cms/banners',
    auth: 'skin',
    query: z.object({
      language: z.string().optional(),
      user_id: queryPositiveInt.optional(),
      'tag[]': queryList.optional(),
    }),
    response: list(banner),
  }),
  paymentMethods: endpoint({ method: 'GET', path: 'cms/payment-methods', auth: 'skin', response: list(paymentMethodLogo) }),
  skinSettings: endpoint({ method: 'GET', path: 'cms/skin-settings', auth: 'skin', response: skinSettings }),
  maintenance: endpoint({ method: 'POST', path: 'cms/skin-in-maintenance', auth: 'skin', response: maintenanceStatus }),
};
