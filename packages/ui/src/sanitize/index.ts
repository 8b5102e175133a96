// DOMPurify (~11 KB gzip): imported only by the lazily loaded code that shows server HTML.
export { purifierFor, type PurifyConfig, type Purifier } from './purifier';
