export * from './states'
