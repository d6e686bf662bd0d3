package larder.platform.web;

import org.springframework.core.MethodParameter;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.server.ServerHttpRequest;
import org.springframework.http.server.ServerHttpResponse;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.ResponseBodyAdvice;

/**
 * A successful answer is {@code application/json}, whatever JSON type the client's {@code Accept} names. Spring's
 * JSON converter writes any {@code application/*+json}, so an {@code Accept: application/problem+json} (a client
 * that expects errors) made it label a recipe or a list a problem document. Only problem documents carry that type.
 */
@RestControllerAdvice
class SuccessContentType implements ResponseBodyAdvice<Object> {

    @Override
    public boolean supports(MethodParameter returnType, Class<? extends HttpMessageConverter<?>> converterType) {
        return true;
    }

    @Override
    public Object beforeBodyWrite(Object body, MethodParameter returnType, MediaType selected,
                                  Class<? extends HttpMessageConverter<?>> converterType, ServerHttpRequest request,
                                  ServerHttpResponse response) {
        if (!(body instanceof ProblemDetail) && MediaType.APPLICATION_PROBLEM_JSON.equalsTypeAndSubtype(selected)) {
            // The converter keeps a Content-Type already set, and writes JSON as UTF-8 either way.
            response.getHeaders().setContentType(MediaType.APPLICATION_JSON);
        }
        return body;
    }
}
