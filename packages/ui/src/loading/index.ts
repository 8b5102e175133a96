export { Spinner, type SpinnerProps } from './Spinner';
export { Skeleton, type SkeletonProps, type SkeletonShape } from './Skeleton';
export { loadingCss } from './loading.styles';
