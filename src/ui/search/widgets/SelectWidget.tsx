import { resourceByCode } from '@/domain/resources'
import { REGION_TREE_URL } from '../optionSources'
import { ChoiceWidget } from './ChoiceWidget'
import { DictWidget } from './DictWidget'
import { LookupWidget } from './LookupWidget'
import { OptionsWidget } from './OptionsWidget'
import { TreeWidget } from './TreeWidget'
import type { WidgetProps } from './types'

/** select and tree fields: the widget that fits the field's option source. */
export function SelectWidget(props: WidgetProps) {
  const source = props.field.source
  const multiple = Boolean(props.field.multiple)
  if (!source) return <ChoiceWidget {...props} data={[]} multiple={multiple} />
  if ('dict' in source) return <DictWidget {...props} code={source.dict} />
  if ('dictBiz' in source) return <DictWidget {...props} code={source.dictBiz} />
  if ('options' in source) return <OptionsWidget {...props} options={source.options} />
  if ('treeUrl' in source) return <TreeWidget {...props} url={source.treeUrl} method="GET" />
  if ('region' in source) return <TreeWidget {...props} url={REGION_TREE_URL} method="POST" />
  const target = resourceByCode(source.resource)
  if (!target) return <ChoiceWidget {...props} data={[]} multiple={multiple} />
  return <LookupWidget {...props} resource={target} />
}
