import type { DictEntrySeed, DictGroupSeed, Label } from '../types'

/** [key, zh, en] or [key, zh, en, remark]: a table reads better than fifty object literals. */
type EntryRow = readonly [key: string, zh: string, en: string, remark?: string]

const group = (
  code: string,
  name: Label,
  rows: readonly EntryRow[],
  category: DictGroupSeed['category'] = 'system',
): DictGroupSeed => ({
  code,
  name,
  category,
  entries: rows.map(([key, zh, en, remark]): DictEntrySeed =>
    remark === undefined ? { key, zh, en } : { key, zh, en, remark },
  ),
})

const months = (values: readonly number[]): EntryRow[] =>
  values.map((m) => [String(m), `${m}个月`, m === 1 ? '1 month' : `${m} months`])

const noYes: readonly EntryRow[] = [
  ['0', '否', 'No'],
  ['1', '是', 'Yes'],
]

// Ethnic groups in the order of GB/T 3304 (the national code list), except that the spec fixes
// 1 = 汉族 and 2 = 回族, so 回族 moves up and the rest keep their relative order from key 3 on.
const otherEthnicGroups: readonly (readonly [zh: string, en: string])[] = [
  ['蒙古族', 'Mongol'],
  ['藏族', 'Tibetan'],
  ['维吾尔族', 'Uyghur'],
  ['苗族', 'Miao'],
  ['彝族', 'Yi'],
  ['壮族', 'Zhuang'],
  ['布依族', 'Bouyei'],
  ['朝鲜族', 'Korean'],
  ['满族', 'Manchu'],
  ['侗族', 'Dong'],
  ['瑶族', 'Yao'],
  ['白族', 'Bai'],
  ['土家族', 'Tujia'],
  ['哈尼族', 'Hani'],
  ['哈萨克族', 'Kazakh'],
  ['傣族', 'Dai'],
  ['黎族', 'Li'],
  ['傈僳族', 'Lisu'],
  ['佤族', 'Va'],
  ['畲族', 'She'],
  ['高山族', 'Gaoshan'],
  ['拉祜族', 'Lahu'],
  ['水族', 'Sui'],
  ['东乡族', 'Dongxiang'],
  ['纳西族', 'Naxi'],
  ['景颇族', 'Jingpo'],
  ['柯尔克孜族', 'Kyrgyz'],
  ['土族', 'Tu'],
  ['达斡尔族', 'Daur'],
  ['仫佬族', 'Mulao'],
  ['羌族', 'Qiang'],
  ['布朗族', 'Blang'],
  ['撒拉族', 'Salar'],
  ['毛南族', 'Maonan'],
  ['仡佬族', 'Gelao'],
  ['锡伯族', 'Xibe'],
  ['阿昌族', 'Achang'],
  ['普米族', 'Pumi'],
  ['塔吉克族', 'Tajik'],
  ['怒族', 'Nu'],
  ['乌孜别克族', 'Uzbek'],
  ['俄罗斯族', 'Russian'],
  ['鄂温克族', 'Evenki'],
  ['德昂族', "De'ang"],
  ['保安族', 'Bonan'],
  ['裕固族', 'Yugur'],
  ['京族', 'Gin'],
  ['塔塔尔族', 'Tatar'],
  ['独龙族', 'Derung'],
  ['鄂伦春族', 'Oroqen'],
  ['赫哲族', 'Hezhen'],
  ['门巴族', 'Monba'],
  ['珞巴族', 'Lhoba'],
  ['基诺族', 'Jino'],
]

/**
 * The dictionaries of spec §3 "Dictionary groups", codes spelled exactly as the spec gives them (the client
 * looks them up by code, so "NORMal_SORT_type" must stay mixed-case). Keys are strings because some are
 * "04" or "999999"; groups whose keys the spec leaves out are numbered 1, 2, 3… in the spec's order.
 */
export const dictionaryGroups: DictGroupSeed[] = [
  // Groups the spec names without entries: filled with what a Chinese metrology institute uses.
  group('NORM_FILE_TYPE', { zh: '技术规范类型', en: 'Technical document type' }, [
    ['1', '检定规程（JJG）', 'Verification regulation (JJG)'],
    ['2', '校准规范（JJF）', 'Calibration specification (JJF)'],
    ['3', '国家标准（GB）', 'National standard (GB)'],
    ['4', '行业标准', 'Industry standard'],
    ['5', '地方标准（DB）', 'Local standard (DB)'],
    ['6', '企业标准（Q）', 'Enterprise standard (Q)'],
    ['7', '国际标准', 'International standard'],
    ['8', '其他', 'Other'],
  ]),
  group('MEASURING_STANDARD_TYPE', { zh: '计量标准类型', en: 'Measurement standard type' }, [
    ['1', '社会公用计量标准', 'Public measurement standard'],
    ['2', '部门最高计量标准', 'Highest standard of a government department'],
    ['3', '企事业单位最高计量标准', 'Highest standard of an enterprise or institution'],
    ['4', '工作计量标准', 'Working standard'],
  ]),
  // The key is the date pattern itself so the numbering rule (rules_item_type 4) can use it directly.
  group('now_date_type', { zh: '当前日期格式', en: 'Current date format' }, [
    ['yyyy', '年（yyyy）', 'Year (yyyy)'],
    ['yy', '年（yy）', 'Year (yy)'],
    ['yyyyMM', '年月（yyyyMM）', 'Year and month (yyyyMM)'],
    ['yyMM', '年月（yyMM）', 'Year and month (yyMM)'],
    ['yyyyMMdd', '年月日（yyyyMMdd）', 'Date (yyyyMMdd)'],
    ['yyMMdd', '年月日（yyMMdd）', 'Date (yyMMdd)'],
  ]),
  group('STANDARD_type', { zh: '标准性质', en: 'Standard nature' }, [
    ['1', '强制性标准', 'Mandatory standard', 'GB'],
    ['2', '推荐性标准', 'Recommended standard', 'GB/T'],
    ['3', '指导性技术文件', 'Guidance technical document', 'GB/Z'],
  ]),
  group('NORMal_SORT_type', { zh: '规范级别', en: 'Document level' }, [
    ['1', '国家', 'National'],
    ['2', '行业（部门）', 'Industry (department)'],
    ['3', '地方', 'Local'],
    ['4', '团体', 'Association'],
    ['5', '企业', 'Enterprise'],
    ['6', '国际', 'International'],
  ]),
  group('BELONGS_FILED_TYPE', { zh: '所属领域', en: 'Field' }, [
    ['1', '计量', 'Metrology'],
    ['2', '检验检测', 'Inspection and testing'],
    ['3', '特种设备', 'Special equipment'],
    ['4', '环境监测', 'Environmental monitoring'],
    ['5', '医疗卫生', 'Medical and health'],
    ['6', '建筑工程', 'Construction'],
    ['7', '其他', 'Other'],
  ]),
  group('ins_unit', { zh: '器具计量单位', en: 'Instrument counting unit' }, [
    ['1', '台', 'Unit (tai)'],
    ['2', '件', 'Piece (jian)'],
    ['3', '套', 'Set (tao)'],
    ['4', '只', 'Each (zhi)'],
    ['5', '支', 'Stick (zhi)'],
    ['6', '个', 'Item (ge)'],
    ['7', '块', 'Block (kuai)'],
    ['8', '把', 'Handle (ba)'],
  ]),
  group('TRACE_TYPE', { zh: '溯源方式', en: 'Traceability method' }, [
    ['1', '检定', 'Verification'],
    ['2', '校准', 'Calibration'],
    ['3', '比对', 'Comparison'],
    ['4', '自校', 'Self-calibration'],
  ]),

  group('discount_type', { zh: '优惠类型', en: 'Discount type' }, [
    ['1', '合同优惠', 'Contract discount'],
    ['2', '自检', 'Self-inspection'],
    ['3', '政策优惠', 'Policy discount'],
    ['4', '疫情优惠', 'Epidemic discount'],
  ]),
  group('reduction_type', { zh: '减免类型', en: 'Fee reduction type' }, [
    ['1', '强制检定', 'Compulsory verification'],
    ['2', '自检', 'Self-inspection'],
    ['3', '退检', 'Returned inspection'],
    ['4', '其他', 'Other'],
    ['5', '疫情', 'Epidemic'],
    ['6', '考核', 'Assessment'],
  ]),
  // The spec lists no key 1 (it was presumably cash, now retired); it is not reinvented here.
  group('charge_type', { zh: '收费方式', en: 'Payment method' }, [
    ['2', '支付宝', 'Alipay'],
    ['3', '刷卡', 'Card'],
    ['4', '转账', 'Bank transfer'],
    ['5', '微信', 'WeChat Pay'],
  ]),
  group('detection_cycle', { zh: '检测周期', en: 'Testing interval' }, months([3, 6, 9, 12, 24])),
  group('inspection_type', { zh: '检验类型', en: 'Inspection type' }, [
    ['1', '检定', 'Verification'],
    ['2', 'CNAS校准', 'CNAS calibration'],
    ['3', '检测', 'Testing'],
    ['4', '测试', 'Test'],
    ['5', '校准', 'Calibration'],
    ['6', '型式评价', 'Type evaluation'],
    ['7', '强制检定', 'Compulsory verification'],
    ['8', '其他', 'Other'],
    ['9', '监督抽查', 'Supervision sampling'],
  ]),
  group('strong_inspection_mark', { zh: '强检标志', en: 'Compulsory verification mark' }, [
    ['10', '非强检', 'Not compulsory'],
    ['20', '周期强检', 'Periodic compulsory'],
    ['30', '首次强检', 'First compulsory'],
  ]),
  group('INSTRUMENT_IMPORT', { zh: '是否进口', en: 'Imported' }, [
    ['1', '进口', 'Imported'],
    ['2', '非进口', 'Not imported'],
  ]),
  group('CHARGE_RECORD_STATUS', { zh: '收费备案状态', en: 'Charge filing status' }, [
    ['1', '已备案', 'Filed'],
    ['2', '未备案', 'Not filed'],
  ]),
  // The disciplines of the national metrology charge standard; 流量, 医学, 衡器 and 专用 are split out of
  // their parent disciplines there because they are charged separately.
  group('CHARGE_TAXON', { zh: '收费分类', en: 'Charge category' }, [
    ['1', '几何量（长度）', 'Geometry (length)'],
    ['2', '热学（温度）', 'Thermal (temperature)'],
    ['3', '力学', 'Mechanics'],
    ['4', '电磁学', 'Electromagnetism'],
    ['5', '无线电', 'Radio'],
    ['6', '时间频率', 'Time and frequency'],
    ['7', '声学', 'Acoustics'],
    ['8', '光学', 'Optics'],
    ['9', '电离辐射', 'Ionising radiation'],
    ['10', '物理化学', 'Physical chemistry'],
    ['11', '流量', 'Flow'],
    ['12', '医学', 'Medical'],
    ['13', '衡器', 'Weighing instruments'],
    ['14', '专用计量器具', 'Special-purpose instruments'],
  ]),
  group('VERIFICATION_CYCLE', { zh: '检定周期', en: 'Verification interval' }, [
    ['999999', '非周期', 'Non-periodic'],
    ...months([1, 3, 6, 9, 12, 18, 24, 36, 48, 60]),
  ]),
  group('DEVICE_STATE', { zh: '设备状态', en: 'Device state' }, [
    ['1', '在用', 'In use'],
    ['2', '停用', 'Disabled'],
    ['3', '报废', 'Scrapped'],
    ['4', '封存', 'Sealed'],
    ['5', '维修', 'Under repair'],
  ]),
  // Used for the lab's own standards: how they get traced upward.
  group('CHECK_WAY', { zh: '检定方式', en: 'Verification method' }, [
    ['1', '送检', 'Sent for verification'],
    ['2', '上门检定', 'On-site verification'],
    ['3', '外省送检', 'Sent out of province'],
    ['4', '自校', 'Self-calibration'],
  ]),
  group('nodeAttribute', { zh: '节点属性', en: 'Node attribute' }, [
    ['1', '检定点', 'Calibration point'],
    ['2', '中转点', 'Transfer point'],
    ['3', '收样点', 'Sample receiving point'],
    ['4', '完成点', 'Completion point'],
  ]),
  group('SOURCE_TRACE_RESULT', { zh: '溯源结果', en: 'Traceability result' }, [
    ['1', '合格', 'Conforming'],
    ['2', '不合格', 'Non-conforming'],
  ]),
  group('routeplan_type', { zh: '路线计划类型', en: 'Route plan type' }, [
    ['1', '收样地至检定地', 'Receiving place to calibration place'],
    ['2', '检定地至取件地', 'Calibration place to pickup place'],
  ]),
  group('routeplan_state', { zh: '路线计划状态', en: 'Route plan state' }, [
    ['0', '启用', 'Enabled'],
    ['1', '停用', 'Disabled'],
  ]),
  group('business_type', { zh: '单位性质', en: 'Organisation type' }, [
    ['1', '民营', 'Private'],
    ['2', '其他', 'Other'],
    ['3', '国有', 'State-owned'],
    ['4', '个体', 'Individual'],
  ]),
  group('STANDARD_FILE_TYPE', { zh: '标准文件类型', en: 'Standard document type' }, [
    ['1', '检测细则', 'Test rules'],
    ['2', '设备操作规程', 'Device operating procedure'],
    ['3', '自校规程', 'Self-calibration procedure'],
    ['4', '期间核查规程', 'Interim check procedure'],
  ]),
  group('STANDARD_FILE_STATUS', { zh: '标准文件状态', en: 'Standard document status' }, [
    ['1', '在用', 'In use'],
    ['2', '停用', 'Disabled'],
    ['3', '作废', 'Voided'],
  ]),
  group('send_way', { zh: '取件方式', en: 'Return method' }, [
    ['1', '自取', 'Self pickup'],
    ['2', '物流', 'Logistics'],
  ]),
  group('ability_type', { zh: '能力类型', en: 'Capability type' }, [
    ['1', '检定', 'Verification'],
    ['2', '校准', 'Calibration'],
    ['3', '检测', 'Testing'],
    ['4', '试验', 'Trial'],
  ]),
  // How a capability's results are judged against their limits (src/domain/results/decisionRule.ts).
  group('decision_rule', { zh: '判定规则', en: 'Decision rule' }, [
    ['1', '简单接受', 'Simple acceptance'],
    ['2', '保护带接受', 'Guarded acceptance'],
    ['3', '不作符合性声明', 'No statement of conformity'],
  ]),
  group('ability_status', { zh: '能力状态', en: 'Capability status' }, [
    ['1', '启用', 'Enabled'],
    ['2', '停用', 'Disabled'],
  ]),
  group('rules_item_type', { zh: '编号规则项类型', en: 'Numbering rule item type' }, [
    ['1', '部门简称', 'Department abbreviation'],
    ['2', '部门编码', 'Department code'],
    ['3', '流水号', 'Serial number'],
    ['4', '当前日期', 'Current date'],
    ['5', '学科编号', 'Discipline number'],
    ['6', '项目编号', 'Project number'],
    ['7', '固定文本', 'Fixed text'],
    ['8', '检定类型代码', 'Verification type code'],
    ['9', '检定日期', 'Calibration date'],
    ['10', '班组编码', 'Group code'],
  ]),
  group('department_or_type', { zh: '部门简称取值方式', en: 'Department abbreviation mode' }, [
    ['1', '按层级顺序取简称', 'Abbreviations in hierarchy order'],
    ['2', '取末级部门简称', 'Abbreviation of the last level'],
  ]),
  group(
    'rules_digits_type',
    { zh: '编号位数', en: 'Number of digits' },
    Array.from({ length: 11 }, (_, d): EntryRow => [
      String(d),
      `${d}位`,
      d === 1 ? '1 digit' : `${d} digits`,
    ]),
  ),
  group('grouping_type', { zh: '分组类型', en: 'Grouping type' }, [
    ['1', '检定分组', 'Calibration group'],
    ['2', '短信分组', 'SMS group'],
  ]),
  group('STANDARD_GRADE', { zh: '标准等级', en: 'Standard grade' }, [
    ['1', '最高计量标准', 'Highest standard'],
    ['2', '次级计量标准', 'Secondary standard'],
  ]),
  group('is_technicist', { zh: '是否技术人员', en: 'Technical staff' }, noYes),
  group('yes_no', { zh: '是否', en: 'Yes/No' }, noYes),
  group('m_yes_no', { zh: '是否（消息）', en: 'Yes/No (messages)' }, noYes),
  group('INVOICE_TYPE', { zh: '发票类型', en: 'Invoice type' }, [
    ['1', '增值税专用发票', 'Special VAT invoice'],
    ['2', '增值税普通发票', 'Ordinary VAT invoice'],
  ]),
  group('item_state', { zh: '检测项目状态', en: 'Test item state' }, [
    ['0', '作废', 'Abandoned'],
    ['100', '任务下达', 'Task dispatch'],
    ['200', '任务分配', 'Task assignment'],
    ['300', '检测中', 'Testing'],
    ['350', '检测锁定', 'Test locked'],
    ['400', '确认中', 'Confirming'],
    ['500', '审核中', 'Reviewing'],
    ['600', '已完成', 'Done'],
  ]),
  group('report_state', { zh: '报告状态', en: 'Report state' }, [
    ['0', '作废', 'Abandoned'],
    ['300', '检测中', 'Testing'],
    ['400', '编制中', 'Drafting'],
    ['500', '审核中', 'Auditing'],
    ['600', '批准中', 'Approving'],
    ['700', '签发中', 'Issuing'],
    ['1000', '已完成', 'Done'],
  ]),
  group('sample_state', { zh: '样品状态', en: 'Sample state' }, [
    ['0', '作废', 'Abandoned'],
    ['50', '订单已提交', 'Order submitted'],
    ['100', '任务下达', 'Task dispatch'],
    ['300', '检测中', 'Testing'],
    ['400', '编制中', 'Drafting'],
    ['1000', '已完成', 'Done'],
  ]),
  group('sex', { zh: '性别', en: 'Sex' }, [
    ['1', '男', 'Male'],
    ['2', '女', 'Female'],
  ]),
  group('education_type', { zh: '学历', en: 'Education' }, [
    ['1', '研究生', 'Postgraduate'],
    ['2', '本科', 'Bachelor'],
    ['3', '大专', 'Junior college'],
    ['4', '高中', 'High school'],
  ]),
  group('dutyid_type', { zh: '职务', en: 'Position' }, [['1', '董事长', 'Chairman']]),
  group('titlepost_type', { zh: '职称', en: 'Professional title' }, [
    ['1', '高级', 'Senior'],
    ['2', '中级', 'Intermediate'],
  ]),
  group('ethnic_type', { zh: '民族', en: 'Ethnic group' }, [
    ['1', '汉族', 'Han'],
    ['2', '回族', 'Hui'],
    ...otherEthnicGroups.map(([zh, en], i): EntryRow => [String(i + 3), zh, en]),
  ]),
  // The four compulsory-verification uses of the Metrology Law plus the two kinds of top standards.
  group('appliance_use', { zh: '器具用途', en: 'Instrument use' }, [
    ['1', '社会公用计量标准', 'Public measurement standard'],
    ['2', '企事业单位最高计量标准', 'Highest standard of an enterprise'],
    ['3', '贸易结算', 'Trade settlement'],
    ['4', '安全防护', 'Safety protection'],
    ['5', '医疗卫生', 'Medical'],
    ['6', '环境监测', 'Environmental monitoring'],
  ]),
  group('OBJECT_STATE', { zh: '结算状态', en: 'Settlement state' }, [
    ['0', '已取消', 'Cancelled'],
    ['50', '检测中', 'Testing'],
    ['100', '待结算', 'To settle'],
    ['200', '已结算', 'Settled'],
    ['300', '已担保', 'Guaranteed'],
    ['400', '已付款', 'Paid'],
  ]),
  group('order-business-type', { zh: '委托业务类型', en: 'Order business type' }, [
    ['1', '委托检验', 'Entrusted inspection'],
    ['2', '质量监督', 'Quality supervision'],
    ['3', '自检', 'Self-inspection'],
  ]),
  group('order_status', { zh: '委托单状态', en: 'Order status' }, [
    ['0', '作废', 'Voided'],
    ['50', '业务登记', 'Business registered'],
    ['100', '待审核', 'Pending audit'],
    ['300', '检测中', 'Testing'],
    ['1000', '已完成', 'Done'],
  ]),
  group('business_attr', { zh: '业务属性', en: 'Business attribute' }, [
    ['1', '常规', 'Regular'],
    ['2', '自检', 'Self-inspection'],
  ]),
  group('acceptance_material', { zh: '受理资料', en: 'Acceptance material' }, [
    ['1', '说明书', 'Manual'],
    ['2', '维修单', 'Repair slip'],
  ]),
  group('STAFF_CERTIFICATE_LEVEL', { zh: '证书等级', en: 'Certificate level' }, [
    ['1', '初级', 'Junior'],
    ['2', '中级', 'Intermediate'],
    ['3', '高级', 'Senior'],
  ]),
  group('STAFF_TRAINING_MODE', { zh: '培训方式', en: 'Training mode' }, [
    ['1', '线上', 'Online'],
    ['2', '现场', 'On-site'],
  ]),
  group('STAFF_TRAINING_TYPE', { zh: '培训类型', en: 'Training type' }, [
    ['1', '内部培训', 'Internal'],
    ['2', '外部培训', 'External'],
  ]),
  group('STAFF_ACHIEVEMENT_EVALUATION', { zh: '培训效果评价', en: 'Training evaluation' }, [
    ['1', '优秀', 'Excellent'],
    ['2', '良好', 'Good'],
    ['3', '较差', 'Poor'],
  ]),
  group('m_template_type', { zh: '消息模板类型', en: 'Message template type' }, [
    ['1', '短信模板', 'SMS template'],
    ['2', '站内信', 'In-site message'],
    ['3', '邮件模板', 'Mail template'],
  ]),
  group('m_enable_status', { zh: '启用状态', en: 'Enable status' }, [
    ['0', '启用', 'Enabled'],
    ['1', '停用', 'Disabled'],
  ]),
  group('material_type', { zh: '资料类型', en: 'Material type' }, [
    ['0', '工具', 'Tool'],
    ['1', '系统使用', 'System usage'],
    ['2', '模板', 'Template'],
  ]),
  group('SERVICE_TYPE', { zh: '服务方式', en: 'Service type' }, [
    ['1', '送检', 'Sent for inspection'],
    ['2', '现场检', 'On-site'],
  ]),
  group('FIELD_DOMAIN_TYPE', { zh: '字段领域类型', en: 'Field domain type' }, [
    ['1', '样品类型', 'Sample type'],
    ['2', '基础类型', 'Basic type'],
  ]),
  group('technology_domain_type', { zh: '技术领域', en: 'Technical domain' }, [
    ['04', '热工', 'Thermal'],
    ['12', '力学', 'Mechanics'],
    ['10', '长度', 'Length'],
  ]),
  group('quote_examine_status', { zh: '报价审核状态', en: 'Quote review status' }, [
    ['100', '待提交', 'To submit'],
    ['200', '审核中', 'Under review'],
    ['300', '审核完成', 'Review done'],
  ]),
  group('quote_status', { zh: '报价状态', en: 'Quote status' }, [
    ['100', '可用', 'Usable'],
    ['200', '不可用', 'Unusable'],
  ]),
  group('discountType', { zh: '报价类型', en: 'Quote type' }, [
    ['1', '常规报价', 'Regular quote'],
    ['2', '投标报价', 'Bid quote'],
  ]),
  group('INSTRUMENT_CLASSIFY', { zh: '器具分类', en: 'Instrument class' }, [
    ['1', 'A类', 'Class A'],
    ['2', 'B类', 'Class B'],
    ['3', 'C类', 'Class C'],
  ]),
  group('contract_type', { zh: '合同类型', en: 'Contract type' }, [
    ['0', '清单合同', 'List contract'],
    ['1', '折扣合同', 'Discount contract'],
    ['2', '包干合同', 'Package contract'],
  ]),
  group('INCOME_SOURCE', { zh: '收入来源', en: 'Income source' }, [
    ['1', '专项收入', 'Special funds'],
    ['2', '经营收入', 'Business'],
    ['3', '委托检验', 'Entrusted inspection'],
    ['4', '其他', 'Other'],
    ['5', '强制检定', 'Mandatory inspection'],
    ['6', '培训', 'Training'],
    ['7', '技术服务', 'Technical service'],
    ['8', '研发服务', 'R&D service'],
  ]),
  group('ETALON_INSTRUMENT_TYPE', { zh: '标准器类型', en: 'Standard type' }, [
    ['1', '仪器', 'Instrument'],
    ['2', '标准物质', 'Reference material'],
  ]),
  group('instrument_unit', { zh: '器具单位', en: 'Instrument unit' }, [
    ['1', '套', 'Set'],
    ['2', '件', 'Piece'],
    ['3', '台', 'Unit'],
  ]),
  group('access_type', { zh: '数据接入方式', en: 'Data access type' }, [
    ['1', '文件', 'File'],
    ['2', '数据库', 'Database'],
    ['3', '接口', 'API'],
    ['4', '串口', 'COM port'],
    ['5', '模板录入', 'Template entry'],
  ]),
  // What a standard device and a test item measure: a standard is fit only for items of its own quantity.
  group('measure_quantity', { zh: '测量参量', en: 'Measured quantity' }, [
    ['1', '长度', 'Length'],
    ['2', '角度', 'Angle'],
    ['3', '质量', 'Mass'],
    ['4', '力', 'Force'],
    ['5', '压力', 'Pressure'],
    ['6', '扭矩', 'Torque'],
    ['7', '温度', 'Temperature'],
    ['8', '湿度', 'Humidity'],
    ['9', '直流电压', 'DC voltage'],
    ['10', '交流电压', 'AC voltage'],
    ['11', '电流', 'Current'],
    ['12', '电阻', 'Resistance'],
    ['13', '频率', 'Frequency'],
    ['14', '时间', 'Time'],
    ['15', '照度', 'Illuminance'],
    ['16', '声压级', 'Sound pressure level'],
    ['17', '流量', 'Flow'],
    ['18', '容量', 'Volume'],
    ['19', '密度', 'Density'],
    ['20', '酸度（pH）', 'pH'],
    ['21', '电导率', 'Conductivity'],
    ['22', '转速', 'Rotational speed'],
    ['23', '硬度', 'Hardness'],
    ['24', '其他', 'Other'],
  ]),
  group('PLAN_STATUS', { zh: '溯源计划状态', en: 'Traceability plan status' }, [
    ['1', '草稿', 'Draft'],
    ['5', '待审核', 'Pending audit'],
    ['10', '审核不通过', 'Audit failed'],
    ['15', '进行中', 'In progress'],
    ['20', '已完成', 'Completed'],
    ['25', '移除审核中', 'Removal under audit'],
    ['30', '已取消', 'Cancelled'],
    ['35', '拆分审核', 'Audit split'],
  ]),
  group('sample_settlement', { zh: '样品结算状态', en: 'Sample settlement' }, [
    ['0', '不可结算', 'Not settleable'],
    ['1', '可结算', 'Settleable'],
    ['2', '结算中', 'Settling'],
    ['3', '已结算', 'Settled'],
  ]),
  group('org_category', { zh: '机构类型', en: 'Organisation category' }, [
    ['1', '公司', 'Company'],
    ['2', '部门', 'Department'],
    ['3', '班组', 'Group'],
  ]),

  // Business dictionaries the lab maintains itself (dict-biz), not part of the spec's list.
  group(
    'sample_condition',
    { zh: '样品接收状况', en: 'Sample condition on receipt' },
    [
      ['1', '完好', 'Intact'],
      ['2', '外观破损', 'Visibly damaged'],
      ['3', '附件缺失', 'Accessories missing'],
      ['4', '无法开机', 'Does not power on'],
      ['5', '其他', 'Other'],
    ],
    'biz',
  ),
  // Keys are the number of days so that a retention deadline can be computed from the key.
  group(
    'retention_period',
    { zh: '样品留存期限', en: 'Sample retention period' },
    [
      ['7', '7天', '7 days'],
      ['15', '15天', '15 days'],
      ['30', '30天', '30 days'],
      ['90', '90天', '90 days'],
    ],
    'biz',
  ),
  // Leave types of the leave workflow (office area): kept by the lab, since leave policy is its own.
  group(
    'leave_type',
    { zh: '请假类型', en: 'Leave type' },
    [
      ['1', '事假', 'Personal leave'],
      ['2', '病假', 'Sick leave'],
      ['3', '年假', 'Annual leave'],
      ['4', '调休', 'Compensatory leave'],
      ['5', '婚假', 'Marriage leave'],
      ['6', '产假', 'Maternity leave'],
      ['7', '丧假', 'Bereavement leave'],
    ],
    'biz',
  ),
]
