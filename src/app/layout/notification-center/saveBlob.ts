// Generic components save files too (a record's attached document); the one implementation is theirs.
export { saveBlob } from '@/ui/files/saveBlob'
