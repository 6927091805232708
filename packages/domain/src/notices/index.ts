// Notices to one user (core/notices.ts on the server, the notices list in the app): the kinds and
// the parameters each carries.
export type { NoticeKind, NoticeParams } from './vocabulary.ts';
export { noticeKinds, noticeParamNames, isNoticeKind, hasNoticeParams } from './vocabulary.ts';
