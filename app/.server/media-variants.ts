export * from './media/variants.ts'
