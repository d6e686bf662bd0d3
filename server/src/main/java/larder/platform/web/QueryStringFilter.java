package larder.platform.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import larder.platform.problem.ProblemException;
import larder.platform.problem.Problems;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Every query string is decoded once, strictly, before anything reads a parameter: a bad percent-escape, bytes
 * that are not UTF-8, NUL, or a pair without a name get 400 {@code request.invalid} naming the parameter, on every
 * route (the health and documentation routes included), instead of failing inside the container's parser wherever
 * a parameter is first read.
 *
 * <p>What goes on answers its parameters from that decoding, never from the container's parser, which would also
 * read a form body into them: no route takes its parameters from a body (the token endpoint reads its form itself),
 * and a form body the container cannot parse would fail wherever a parameter is first read, as a 500, before the
 * route could answer 415.
 */
@Component
@Order(FilterOrder.QUERY_STRING)
class QueryStringFilter extends OncePerRequestFilter {

    private final Problems problems;

    QueryStringFilter(Problems problems) {
        this.problems = problems;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        List<Map.Entry<String, String>> pairs;
        try {
            pairs = UrlEncoded.parse(request.getQueryString());
        } catch (ProblemException problem) {
            problems.write(request, response, problem);
            return;
        }
        chain.doFilter(new QueryParameters(request, pairs), response);
    }

    /** The request with the parameters of its query string alone, as decoded above. */
    static final class QueryParameters extends HttpServletRequestWrapper {

        private final Map<String, String[]> parameters;

        QueryParameters(HttpServletRequest request, List<Map.Entry<String, String>> pairs) {
            super(request);
            Map<String, List<String>> grouped = new LinkedHashMap<>();
            pairs.forEach(pair -> grouped.computeIfAbsent(pair.getKey(), name -> new ArrayList<>())
                    .add(pair.getValue()));
            Map<String, String[]> parameters = new LinkedHashMap<>();
            grouped.forEach((name, values) -> parameters.put(name, values.toArray(String[]::new)));
            this.parameters = Collections.unmodifiableMap(parameters);
        }

        @Override
        public String getParameter(String name) {
            String[] values = parameters.get(name);
            return values == null ? null : values[0];
        }

        @Override
        public Map<String, String[]> getParameterMap() {
            return parameters;
        }

        @Override
        public Enumeration<String> getParameterNames() {
            return Collections.enumeration(parameters.keySet());
        }

        @Override
        public String[] getParameterValues(String name) {
            String[] values = parameters.get(name);
            return values == null ? null : values.clone();
        }
    }
}
