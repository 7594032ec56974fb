import { choiceField, createTimeField, timestampField } from './fields'
import { defineResource } from './types'

/**
 * Questionnaires (/template-evart): the customer satisfaction surveys the lab hands out as links.
 * Their questions are one JSON document (src/domain/survey), so the survey module keeps detail, submit and
 * remove (it checks a design, and refuses to change a published one); the engine serves the list and export.
 */
export const questionnaires = defineResource({
  code: 'public_questionnaire',
  label: { zh: '问卷调查', en: 'Questionnaires' },
  table: 'questionnaire',
  // The spec's service base for templates (§ service bases: api/hm-template).
  base: '/api/hm-template/questionnaire',
  permission: 'questionnaire',
  titleField: 'title',
  defaultSort: { field: 'createTime', order: 'desc' },
  owner: 'module',
  fields: [
    {
      name: 'title',
      label: { zh: '问卷标题', en: 'Title' },
      type: 'input',
      data: 'text',
      required: true,
      maxLength: 200,
      sortable: true,
      searchByDefault: true,
      width: 260,
    },
    {
      name: 'intro',
      label: { zh: '问卷说明', en: 'Introduction' },
      type: 'input',
      data: 'text',
      widget: 'textarea',
      maxLength: 1000,
      searchable: false,
      hidden: true,
      width: 240,
      hint: {
        zh: '显示在问卷开头，如调查目的',
        en: 'Shown above the questions, e.g. what the survey is for',
      },
    },
    choiceField(
      [
        { value: '1', label: { zh: '草稿', en: 'Draft' } },
        { value: '2', label: { zh: '已发布', en: 'Published' } },
        { value: '3', label: { zh: '已结束', en: 'Closed' } },
      ],
      {
        name: 'status',
        label: { zh: '状态', en: 'State' },
        data: 'int',
        form: false,
        searchByDefault: true,
        width: 100,
      },
    ),
    timestampField({ name: 'publishedAt', label: { zh: '发布时间', en: 'Published' }, form: false }),
    // Shown by default: the newest questionnaires come first.
    { ...createTimeField, hidden: false },
  ],
})
