export { SectionScreen, type SectionScreenProps } from './SectionScreen';
