import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { list } from './envelope';
import { bool, id, media, timestamp } from './fields';
import { queryFlag, queryList, queryPositiveInt } from './query';
import { skinSettings } from './skin';

const optionalText = z.optional(z.nullable(z.string()));

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
  title: z.nullable(z.string()),
  subtitle: z.optional(z.nullable(z.string())),
  options: z.nullable(bannerOptions),
  /** A media's comment prefix assigns the banner's category. */
  medias: z.array(media),
  /** Not in the spec: `visitors` or `players` when the banner is for them only (rules/audience.ts). */
  audience: z.optional(z.nullable(z.string())),
});
export type Banner = z.infer<typeof banner>;

/** A CMS page (static pages by route name, and promotions, which are pages of type 'promotion'). */
export const page = z.object({
  id,
  name: z.string(),
  slug: z.optional(z.string()),
  type: z.optional(z.string()),
  /** HTML. */
  content: z.nullable(z.string()),
  comment: z.optional(z.nullable(z.string())),
  is_valid: z.optional(bool),
  valid_from: z.optional(z.nullable(timestamp)),
  banners: z.optional(z.array(banner)),
  language: z.optional(z.nullable(z.object({ code: z.string() }))),
  /** Not in the spec: `visitors` or `players` when a promotion is for them only (rules/audience.ts). */
  audience: z.optional(z.nullable(z.string())),
});
export type Page = z.infer<typeof page>;

/** The media titled 'card' of its banners is the card image. */
export const promotion = z.extend(page, {
  comment: z.nullable(z.string()),
  is_valid: bool,
  valid_from: z.nullable(timestamp),
  banners: z.array(banner),
  language: z.object({ code: z.string() }),
});
export type Promotion = z.infer<typeof promotion>;

/** The footer's deposit-method logos. */
export const paymentMethodLogo = z.object({
  id,
  name: z.string(),
  code: z.optional(z.string()),
  image: z.optional(z.nullable(z.string())),
  medias: z.optional(z.array(media)),
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
    query: z.object({ language: z.optional(z.string()) }),
    response: page,
  }),
  promotions: endpoint({
    method: 'GET',
    path: 'cms/pages',
    auth: 'skin',
    query: z.object({
      type: z.literal('promotion'),
      campaign_visible: z.optional(queryFlag),
      language: z.optional(z.string()),
    }),
    response: list(promotion),
  }),
  /** The spec writes the tag filter `tag[x]`; it is sent as `tag[]=home` (a PHP array). */
  banners: endpoint({
    method: 'GET',
    path: 'cms/banners',
    auth: 'skin',
    query: z.object({
      language: z.optional(z.string()),
      user_id: z.optional(queryPositiveInt),
      'tag[]': z.optional(queryList),
    }),
    response: list(banner),
  }),
  paymentMethods: endpoint({ method: 'GET', path: 'cms/payment-methods', auth: 'skin', response: list(paymentMethodLogo) }),
  skinSettings: endpoint({ method: 'GET', path: 'cms/skin-settings', auth: 'skin', response: skinSettings }),
  maintenance: endpoint({ method: 'POST', path: 'cms/skin-in-maintenance', auth: 'skin', response: maintenanceStatus }),
};
