import { describe, expect, it } from 'vitest'
import { aliyunSignature, percentEncode } from '../../server/modules/notify/aliyun-sms'

describe('Aliyun SMS request signature (RPC style, HMAC-SHA1, version 1.0)', () => {
  it('signs the example request of Aliyun’s SendSms documentation as documented', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    }
    expect(aliyunSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=')
  })

  it('percent-encodes as RFC 3986 wants: space %20, * %2A, ~ kept', () => {
    expect(percentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29')
  })
})
