export { Upload, uploadCaptures, type UploadProps, type UploadCapture } from './Upload.tsx';
