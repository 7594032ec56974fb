// The dictionary select is generic (the standards pages use it too).
export { DictSelect, type DictSelectProps } from '@/ui/forms/DictSelect'
