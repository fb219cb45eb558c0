#!/usr/bin/env ruby
# Conformance adapter for webrobots (Ruby; Debian ruby-webrobots), speaking
# conformance/PROTOCOL.md: one JSON request per stdin line, one JSON answer per stdout line.
# Run from the repository root: ruby conformance/adapters/ruby-webrobots.rb
# Logs go to stderr only: stdout carries nothing but answers.
require 'base64'
require 'json'
require 'uri'
require 'webrobots'

$stdin.binmode
$stdout.sync = true

# The robots.txt body as WebRobots' own fetcher hands it over: the response bytes, unlabelled
# (Net::HTTP's body is ASCII-8BIT).
def robots_body(input)
  text =
    if input['robotstxt'].is_a?(String)
      input['robotstxt']
    elsif input['robotstxt_base64'].is_a?(String)
      Base64.decode64(input['robotstxt_base64'])
    elsif input['robotstxt_parts'].is_a?(Array)
      parts_text(input['robotstxt_parts'])
    else
      ''
    end
  text.dup.force_encoding(Encoding::BINARY)
end

# robotstxt_parts joined: a string as it is, { repeat, times } repeated (RFC 9309 §2.5 vectors).
def parts_text(parts)
  parts.map { |part| part.is_a?(String) ? part : part['repeat'] * part['times'] }.join
end

# The vector's retrieval (input.fetch) as Net::HTTP would give it to WebRobots' own http_get:
# the redirects in order, then the final status with the robots.txt as body, or the network
# failure raised. Only `new` and what http_get calls on the connection are played.
class ScriptedHTTP
  def initialize(input)
    @fetch = input['fetch']
    @body = robots_body(input)
    @asked = 0
  end

  def new(_host, _port) = self
  def use_ssl=(value); end
  def verify_mode=(value); end
  def cert_store=(value); end

  def get(_path, _header)
    redirects = @fetch['redirects'] || []
    step = @asked
    @asked += 1
    return response(redirects[step]['status'], '', redirects[step]['location']) if step < redirects.size
    raise Errno::ECONNREFUSED, @fetch['failure'] if @fetch['failure']

    response(@fetch['status'] || 200, @body, nil)
  end

  private

  def response(status, body, location)
    klass = Net::HTTPResponse::CODE_TO_OBJ[status.to_s] || Net::HTTPResponse::CODE_CLASS_TO_OBJ[status.to_s[0]]
    reply = klass.new('1.1', status.to_s, 'scripted')
    reply['location'] = location if location
    reply.instance_variable_set(:@body, body)
    reply.instance_variable_set(:@read, true)
    reply
  end
end

# crawl with the retrieval given: WebRobots fetches with its own http_get (4xx → no rules, five
# requests at most, other failures → disallow all) over the scripted connection.
def access_answer(input, question)
  # RFC 9309 §2.4 / KOSTER-1996 §3.4: WebRobots keeps a site's robots.txt until reset(url), with no expiry.
  return { 'unsupported' => 'webrobots has no cache expiry (the caller calls reset)' } if input.key?('cached')

  robots = WebRobots.new(question['userAgent'] || '*', crawl_delay: :ignore)
  scripted = ScriptedHTTP.new(input)
  original = Net::HTTP.method(:new)
  Net::HTTP.define_singleton_method(:new) { |host, port| scripted.new(host, port) }
  begin
    { 'allowed' => robots.allowed?(question['url']) }
  ensure
    Net::HTTP.define_singleton_method(:new, original)
  end
end

# A WebRobots whose only "fetch" returns this request's robots.txt, for the robots.txt URL of
# the question URL's origin (WebRobots builds it), and that never sleeps for Crawl-delay.
def robots_for(input, question)
  body = robots_body(input)
  WebRobots.new(question['userAgent'] || '*',
                http_get: ->(_uri) { body },
                crawl_delay: :ignore)
end

# One answer (without its id) for one request.
def answer(request)
  input = request['input'] || {}
  question = request['question'] || {}
  type = question['type']
  case [type, question['field']]
  in ['crawl', _] if input.key?('fetch')
    access_answer(input, question)
  in ['crawl', _]
    robots = robots_for(input, question)
    allowed = robots.allowed?(question['url'])
    # A robots.txt that webrobots cannot parse counts as allowing everything; say why on stderr.
    warn "ruby-webrobots adapter: #{robots.error(question['url'])}" if robots.error(question['url'])
    { 'allowed' => allowed }
  in ['field', 'crawl-delay']
    robots = robots_for(input, question)
    { 'value' => robots.crawl_delay(question['url'] || 'https://example.com/') }
  in ['field', field]
    { 'unsupported' => "webrobots answers the crawl-delay field only, not #{field}" }
  else
    { 'unsupported' => "webrobots answers crawl and crawl-delay questions only, not #{type}" }
  end
end

$stdin.each_line do |line|
  next if line.strip.empty?

  id = nil
  reply =
    begin
      request = JSON.parse(line.force_encoding(Encoding::UTF_8))
      id = request['id']
      { 'id' => id }.merge(answer(request))
    rescue StandardError => e
      warn "ruby-webrobots adapter: #{e.class}: #{e.message}"
      { 'id' => id, 'error' => "#{e.class}: #{e.message}" }
    end
  $stdout.write("#{JSON.generate(reply)}\n")
end
