export { NoticeBar, noticeBarTones, type NoticeBarProps, type NoticeBarTone } from './NoticeBar.tsx';
